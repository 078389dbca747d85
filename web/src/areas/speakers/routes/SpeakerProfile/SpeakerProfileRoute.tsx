import { Card, makeStyles, Skeleton, SkeletonItem, Text, Title3 } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { SpeakerProfileRouteQuery } from '../../../../__generated__/SpeakerProfileRouteQuery.graphql';
import { can } from '../../../../app/viewer.ts';
import type { RoleValue } from '../../../../routing/routes.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { AddressInfoCard } from '../../components/profile/AddressInfoCard.tsx';
import { BlackoutDatesCard } from '../../components/profile/BlackoutDatesCard.tsx';
import { ContractAddressCard } from '../../components/profile/ContractAddressCard.tsx';
import { ContractsCard } from '../../components/profile/ContractsCard.tsx';
import { HeadshotCard } from '../../components/profile/HeadshotCard.tsx';
import { placeCustomGroups } from '../../components/profile/customGroupPlaces.ts';
import { placedAreas, ProfileGrid, usableLayout } from '../../components/profile/ProfileGrid.tsx';
import { SpeakerInfoCard } from '../../components/profile/SpeakerInfoCard.tsx';
import { TrainingsCard } from '../../components/profile/TrainingsCard.tsx';
import { CustomGroupCard } from '../../components/profile/CustomGroupCard.tsx';
import { ListLoadFailure } from '../../../../shared/ListLoadFailure.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { UnsavedSections } from '../../../../shared/UnsavedSections.tsx';

// The liaison select (SpeakerInfoCard) reads the liaisons' ids and e-mails.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query SpeakerProfileRouteQuery(
    $speakerId: Int!
    $readContracts: Boolean!
    $readContractAddress: Boolean!
    $readBlackoutDates: Boolean!
    $readEvents: Boolean!
    $readCustomProfile: Boolean!
    $readLiaison: Boolean!
    $editLiaison: Boolean!
  ) {
    speakerLiaisons @include(if: $editLiaison) {
      internalId
      firstName
      lastName
      email
    }
    speakerProfileLayout {
      desktop
      mobile
    }
    viewer {
      role
      selectedProduct
      speakerHidden: hiddenFields(entity: "speaker")
      speakerDisabled: disabledFields(entity: "speaker")
      contractHidden: hiddenFields(entity: "contract")
      canUpdateSpeaker: can(entity: "speaker", action: UPDATE)
      canCreateContract: can(entity: "contract", action: CREATE)
      canUpdateContract: can(entity: "contract", action: UPDATE)
      canDeleteContract: can(entity: "contract", action: DELETE)
      canCreateContractAddress: can(entity: "contract_address", action: CREATE)
      canUpdateContractAddress: can(entity: "contract_address", action: UPDATE)
      canCreateBlackoutDate: can(entity: "speaker_blackout_date", action: CREATE)
      canDeleteBlackoutDate: can(entity: "speaker_blackout_date", action: DELETE)
      canCreateProfileValue: can(entity: "speaker_profile_field_data", action: CREATE)
      canUpdateProfileValue: can(entity: "speaker_profile_field_data", action: UPDATE)
      canDeleteProfileValue: can(entity: "speaker_profile_field_data", action: DELETE)
      tenant {
        id
      }
    }
    speaker(internalId: $speakerId) {
      firstName
      lastName
      ...SpeakerInfoCard_speaker @arguments(readLiaison: $readLiaison)
      ...HeadshotCard_speaker
      ...AddressInfoCard_speaker
      ...ContractAddressCard_speaker @include(if: $readContractAddress) @alias(as: "contractAddressCard")
      ...ContractsCard_speaker @include(if: $readContracts) @alias(as: "contractsCard")
      ...BlackoutDatesCard_speaker @include(if: $readBlackoutDates) @arguments(readEvents: $readEvents) @alias(as: "blackoutDatesCard")
      id
      customProfile @include(if: $readCustomProfile) {
        id
        gridArea
        ...CustomGroupCard_group
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  message: { padding: '24px', maxWidth: '480px' },
  stack: { display: 'flex', flexDirection: 'column', gap: '16px', height: '100%' },
});

/** The profile cannot be shown: the spec's text in place of the cards (the shell stays usable). */
function Unavailable({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.message}>
      <Text role="alert" weight="semibold">
        {text}
      </Text>
    </Card>
  );
}

/** Spec 001 §6: who edits the headshot and the blackout dates (besides the permission). */
const HEADSHOT_ROLES: RoleValue[] = ['SPEAKER_LIAISON', 'ADMIN', 'SYSTEM_ADMIN', 'SPEAKER'];
const BLACKOUT_ROLES: RoleValue[] = ['SPEAKER_LIAISON', 'ADMIN', 'SYSTEM_ADMIN', 'CLIENT_SPEAKER_PORTAL_ADMIN', 'SPEAKER'];
/** Spec 001 §6 "Attachment delete" (the api's ATTACHMENT_DELETE_ROLES): who removes a file from the profile. */
const ATTACHMENT_DELETE_ROLES: RoleValue[] = ['ADMIN', 'SPEAKER', 'SYSTEM_ADMIN', 'SPEAKER_LIAISON'];

/** While the profile loads: the grid's first cards as skeletons. */
function ProfileLoading() {
  return (
    <Skeleton aria-label="Loading the speaker profile">
      <SkeletonItem style={{ height: '32px', width: '240px', marginBottom: '16px' }} />
      <SkeletonItem style={{ height: '240px' }} />
    </Skeleton>
  );
}

function SpeakerProfileScreen({ queryRef }: RouteScreenProps<SpeakerProfileRouteQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<SpeakerProfileRouteQuery>(query, queryRef);
  const { viewer, speakerProfileLayout: layout } = data;
  const speaker = data.speaker;
  if (queryRef.variables.speakerId <= 0) return <Unavailable text="Speaker ID not found" />;
  if (!speaker || !viewer) return <Unavailable text="Speaker record not found." />;
  const role = viewer.role as RoleValue;
  const tenantId = viewer.tenant.id;
  const speakerHidden = new Set(viewer.speakerHidden);
  const speakerDisabled = new Set(viewer.speakerDisabled);
  const name = [speaker.firstName, speaker.lastName].filter(Boolean).join(' ');
  const portal = viewer.selectedProduct === 'SPEAKER_PORTAL';
  const profileLayout = layout && { desktop: layout.desktop, mobile: layout.mobile };
  // Each custom group in its area, inside Blackout Dates, or under the grid (web/README.md "Speaker profile").
  const groups = placeCustomGroups(speaker.customProfile ?? [], {
    portal,
    placed: placedAreas(usableLayout(profileLayout, portal)),
    blackoutShown: !!speaker.blackoutDatesCard,
  });
  // A card saves its values by creating or replacing them (both needed); removing a file needs delete and the role.
  const canEditGroups = viewer.canCreateProfileValue && viewer.canUpdateProfileValue;
  const canRemoveFiles = canEditGroups && viewer.canDeleteProfileValue && ATTACHMENT_DELETE_ROLES.includes(role);
  const groupCard = (group: (typeof groups.below)[number], nested?: boolean) => (
    <CustomGroupCard
      key={group.id}
      group={group}
      speakerId={speaker.id}
      tenantId={tenantId}
      nested={nested}
      canEdit={canEditGroups}
      canRemoveFiles={canRemoveFiles}
    />
  );
  return (
    <div className={styles.page}>
      <UnsavedSections>
        <Title3 as="h1">{name || 'Profile'}</Title3>
        <ProfileGrid
          // The custom profile's layout of the product in use (the service's default when it has none).
          layout={profileLayout}
          portal={portal}
          cards={{
            info: (
              <SpeakerInfoCard
                speaker={speaker}
                canEdit={viewer.canUpdateSpeaker}
                hidden={speakerHidden}
                disabled={speakerDisabled}
                tenantId={tenantId}
                liaisons={data.speakerLiaisons ?? null}
                readLiaison={queryRef.variables.readLiaison}
              />
            ),
            headshot: speakerHidden.has('avatarImgUrl') ? null : (
              <HeadshotCard speaker={speaker} canEdit={viewer.canUpdateSpeaker && HEADSHOT_ROLES.includes(role)} tenantId={tenantId} />
            ),
            address: (
              <AddressInfoCard speaker={speaker} canEdit={viewer.canUpdateSpeaker} hidden={speakerHidden} disabled={speakerDisabled} />
            ),
            'contact-address': speaker.contractAddressCard ? (
              <ContractAddressCard
                speaker={speaker.contractAddressCard}
                canEdit={viewer.canCreateContractAddress && viewer.canUpdateContractAddress}
              />
            ) : null,
            contracts: speaker.contractsCard ? (
              <ContractsCard
                speaker={speaker.contractsCard}
                canCreate={viewer.canCreateContract}
                canUpdate={viewer.canUpdateContract}
                canDelete={viewer.canDeleteContract}
                hidden={new Set(viewer.contractHidden)}
                tenantId={tenantId}
              />
            ) : null,
            'blackout-dates': speaker.blackoutDatesCard ? (
              <BlackoutDatesCard
                speaker={speaker.blackoutDatesCard}
                canEdit={viewer.canCreateBlackoutDate && viewer.canDeleteBlackoutDate && BLACKOUT_ROLES.includes(role)}
              >
                {groups.inBlackout.map((group) => groupCard(group, true))}
              </BlackoutDatesCard>
            ) : null,
            trainings: portal ? <TrainingsCard speakerId={queryRef.variables.speakerId} /> : null,
            // Custom groups take the area their configuration names (Additional Documents, Travel Preferences, Speaker Bio).
            ...Object.fromEntries(
              [...groups.byArea].map(([area, inArea]) => [
                area,
                <div className={styles.stack}>{inArea.map((group) => groupCard(group))}</div>,
              ]),
            ),
          }}
        />
        {groups.below.map((group) => groupCard(group))}
        {/* Read but not answered (the area's screenReportedFields keeps the error handler's toast away). */}
        {queryRef.variables.readCustomProfile && !speaker.customProfile ? (
          <ListLoadFailure message="Failed to fetch custom fields" />
        ) : null}
      </UnsavedSections>
    </div>
  );
}

export const speakerProfileRoute = defineScreen<SpeakerProfileRouteQuery>({
  query,
  variables: ({ params, viewer }) => {
    return {
      speakerId: routeId(params.speakerId) ?? 0,
      // Cards the viewer may not read are left out of the query, not tried (web/README.md).
      readContracts: can(viewer, 'contract', 'READ'),
      readContractAddress: can(viewer, 'contract_address', 'READ'),
      readBlackoutDates: can(viewer, 'speaker_blackout_date', 'READ'),
      readEvents: can(viewer, 'event', 'READ'),
      readCustomProfile: can(viewer, 'speaker_profile_field_data', 'READ'),
      readLiaison: can(viewer, 'liaison_speakers', 'READ'),
      // Setting needs update, removing delete: the select is offered with both.
      editLiaison: can(viewer, 'liaison_speakers', 'UPDATE') && can(viewer, 'liaison_speakers', 'DELETE'),
    };
  },
  Loading: ProfileLoading,
  loadError: 'Speaker data not found',
  Component: SpeakerProfileScreen,
});
