import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { RoleValue, ProductValue, PermissionActionValue, AuthTypeValue } from '../platform/enumValues.ts';
import { AttendanceStatusValue, EventAttendanceSortFieldValue } from '../areas/attendees/enumValues.ts';
import { ImportAttendanceStatusValue } from '../areas/attendees/importEnumValues.ts';
import { DashboardCategoryValue, DashboardValueFormatValue, DashboardColumnValue } from '../areas/dashboards/enumValues.ts';
import { EmailProductValue, EmailSeriesSortFieldValue, EmailTemplateSortFieldValue, EmailAudienceValue, EmailSubjectValue, EmailBuilderValue, EmailDesignBlockKindValue } from '../areas/emailSeries/enumValues.ts';
import { EventStatusValue, EventTypeValue, MealTypeValue, LocationTypeValue, EventSortFieldValue } from '../areas/events/enumValues.ts';
import { ExpenseSortFieldValue, ExpenseStatusValue } from '../areas/expenses/enumValues.ts';
import { CheckSortFieldValue, FeeRateChangeValue } from '../areas/fees/enumValues.ts';
import { GeoPrecisionValue } from '../areas/geocode/enumValues.ts';
import { MailStatusValue, MailTransportValue } from '../areas/mail/enumValues.ts';
import { QuestionTypeValue, ComparatorValue, LogicOperatorValue, RuleFieldValue, RegistrationFormTypeValue } from '../areas/questions/enumValues.ts';
import { ResourceSortFieldValue, ResourceAssigneeSortFieldValue, ResourceAssignedFilterValue, ResourceGroupMoveValue } from '../areas/resources/enumValues.ts';
import { SpeakerTypeValue, SpeakerCrmStatusValue, SpeakerSortFieldValue, ContractTypeValue, ProfileFieldTypeValue } from '../areas/speakers/enumValues.ts';
import { TemplateSortFieldValue, SurveyResponseSortFieldValue, SurveyLanguageValue, PublicPageClosedValue, AttendeeTypeValue } from '../areas/surveys/enumValues.ts';
import { TrainingTypeValue, SpeakerTrainingStatusValue, SpeakerTrainingSortFieldValue, TrainingProgramSortFieldValue, TrainingAssignmentValue } from '../areas/trainings/enumValues.ts';
import { UserSortFieldValue, UserLinkKindValue } from '../areas/users/enumValues.ts';
import { VenueSortFieldValue } from '../areas/venues/enumValues.ts';
import { EventAttendanceDto, AttendeeDto } from '../areas/attendees/upstream/attendees.ts';
import { AttendanceResponseDto } from '../areas/attendees/upstream/attendanceForm.ts';
import { AttendeeImportResultDto, SignInTemplateDto } from '../areas/attendees/upstream/attendeeImport.ts';
import { DashboardChartDto, DashboardDto, ChartDataDto, DashboardRowDto, DashboardChartPayloadDto, DeleteDashboardChartPayloadDto } from '../areas/dashboards/upstream/dashboards.ts';
import { EmailSeriesDto } from '../areas/emailSeries/upstream/emailSeries.ts';
import { EmailTemplateDto, EmailTemplateTypeDto, EmailTemplateVariableDto } from '../areas/emailSeries/upstream/emailTemplates.ts';
import { EventDto, EventSpeakerDto, EventSurveyTemplateDto } from '../areas/events/upstream/events.ts';
import { ExpenseRowDto, ExpenseLineDto, EventExpenseTotalsDto, ExpenseImportDto, ExpenseImportResultDto } from '../areas/expenses/upstream/expenses.ts';
import { FeeStructureDto, FeeQuestionDto, FeeOptionDto, SpeakerFeesDto, SpeakerFeeRateDto, SpeakerFeeDifferenceDto, CheckDto, CheckMetaDto, CheckLogEntryDto } from '../areas/fees/upstream/fees.ts';
import { FieldRepDto } from '../areas/fieldReps/upstream/fieldReps.ts';
import { ProxiedImageDto } from '../areas/files/upstream/files.ts';
import { GeoPointDto } from '../areas/geocode/upstream/geocode.ts';
import { SentMailDto } from '../areas/mail/upstream/sentMail.ts';
import { EmailDeliveryRowDto } from '../areas/mail/upstream/eventDelivery.ts';
import { QuestionDto, QuestionChoiceDto, RuleNodeDto, SkipLogicDto, QuestionTypeDto, ComparatorDto, QuestionPresetDto } from '../areas/questions/upstream/questions.ts';
import { RegistrationTemplateDto, RegistrationAnalyticsRowDto } from '../areas/registrationPages/upstream/registrationTemplates.ts';
import { AttachmentDto } from '../areas/resources/upstream/attachments.ts';
import { ResourceGroupDto, ResourceDto, AssignSpeakerDto } from '../areas/resources/upstream/library.ts';
import { UserDataDto } from '../areas/session/upstream/users.ts';
import { SpeakerDto, ContractAddressDto, BlackoutDateDto, SpeakerEventDto, ContractDto, AttachmentRefDto } from '../areas/speakers/upstream/speakers.ts';
import { ProfileLayoutDto, ProfileGroupDto, ProfileFieldDto, RegionDto, LiaisonDto, ProfileGroupConfigDto, ProfileFieldConfigDto } from '../areas/speakers/upstream/speakerProfile.ts';
import { SurveyTemplateDto, SurveyResponseSummaryDto, SurveyResponseDto } from '../areas/surveys/upstream/surveyTemplates.ts';
import { TenantDto } from '../areas/tenant/upstream/tenant.ts';
import { TopicDto } from '../areas/topics/upstream/topics.ts';
import { SpeakerTrainingDto, TrainingProgramDto, TrainingVideoDto, TrainingTopicDto, TrainingSpeakerDto } from '../areas/trainings/upstream/trainings.ts';
import { UserDto, UserSpeakerDto, UserFieldRepDto, RoleNameDto } from '../areas/users/upstream/users.ts';
import { VenueDto } from '../areas/venues/upstream/venues.ts';
import { Context } from '../platform/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC, e.g. `2026-11-23T15:00:00.000Z`. */
  DateTime: { input: Date; output: string; }
  /** An e-mail address. */
  EmailAddress: { input: string; output: string; }
  /** An arbitrary JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A calendar date `YYYY-MM-DD`. */
  LocalDate: { input: string; output: string; }
  /** An absolute http(s) URL. */
  URL: { input: URL; output: string; }
};

/** Days a speaker cannot speak. */
export type AddBlackoutDatesInput = {
  /** The days (1 to 366); a day already set stays once. A day with an event of the speaker refuses them all. */
  dates: Array<Scalars['LocalDate']['input']>;
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
};

/** Result of adding blackout dates. */
export type AddBlackoutDatesPayload = {
  __typename?: 'AddBlackoutDatesPayload';
  /** The days added (not those already set). */
  blackoutDates: Array<BlackoutDate>;
};

/** A check to calculate and save. */
export type AddCheckInput = {
  /** The amount the screen showed (refused when it differs from the service's calculation). */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** One chosen option per question. */
  answers: Array<CheckAnswerInput>;
  /** Global id of the event. */
  eventId: Scalars['ID']['input'];
  /** An amount replacing the calculation. */
  overrideAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Why (required with an override: 'Reason is required'). */
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
};

/** Result of adding a check. */
export type AddCheckPayload = {
  __typename?: 'AddCheckPayload';
  /** The saved check. */
  check?: Maybe<Check>;
};

/** Fields of a new chart. */
export type AddDashboardChartInput = {
  /** Its dashboard. */
  category: DashboardCategory;
  /** Which chart it shows (default `newChart`). */
  chartId: Scalars['String']['input'];
  /** Columns on a large screen (1–12, default 12). */
  lgCols?: InputMaybe<Scalars['Int']['input']>;
  /** Columns on a medium screen (1–12, default 12). */
  mdCols?: InputMaybe<Scalars['Int']['input']>;
  /** Columns on a phone (1–12, default 12). */
  mobileCols?: InputMaybe<Scalars['Int']['input']>;
  /** Position (1 to the count + 1; default last). */
  order?: InputMaybe<Scalars['Int']['input']>;
  /** Columns on a small screen (1–12, default 12). */
  smCols?: InputMaybe<Scalars['Int']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
};

/** An expense line to add. */
export type AddExpenseLineInput = {
  /** Amount in USD (above 0, whole cents). */
  amount: Scalars['Float']['input'];
  /** Global id of the event. */
  eventId: Scalars['ID']['input'];
  /** Expense type (required, at most 100 characters). */
  expenseType: Scalars['String']['input'];
  /** Payment date (YYYY-MM-DD). */
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  /** Global id of one of the event's speakers; none for an event-wide line. */
  speakerId?: InputMaybe<Scalars['ID']['input']>;
  /** Status. */
  status: ExpenseStatus;
};

/**
 * One answer, to the question named by `questionRef`; set exactly the field of its type: `bool` (checkbox),
 * `text` (free text), `number` (ratings, 1..N), `choiceRefs` with `openTexts` for open choices (selects).
 */
export type AnswerInput = {
  /** Checkbox answer. */
  bool?: InputMaybe<Scalars['Boolean']['input']>;
  /** Chosen choices, by ref (single-select: one). */
  choiceRefs?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Rating answer (1..N). */
  number?: InputMaybe<Scalars['Int']['input']>;
  /** Texts of the chosen open choices. */
  openTexts?: InputMaybe<Array<OpenTextInput>>;
  /** The question, by ref. */
  questionRef: Scalars['String']['input'];
  /** Free text answer. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** The resource to archive. */
export type ArchiveResourceInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Speakers to assign a resource to, or to unassign it from. */
export type AssignResourceInput = {
  /** True assigns, false unassigns. */
  assigned: Scalars['Boolean']['input'];
  /** Global id of the resource. */
  resourceId: Scalars['ID']['input'];
  /** Global ids of the speakers (at least one). */
  speakerIds: Array<Scalars['ID']['input']>;
};

/** Result of an assignment. */
export type AssignResourcePayload = {
  __typename?: 'AssignResourcePayload';
  /** Speakers whose assignment changed. */
  count: Scalars['Int']['output'];
  /** 'Attachment assigned/unassigned to {n} speaker(s)'. */
  message: Scalars['String']['output'];
};

/** Input of assignTraining. */
export type AssignTrainingInput = {
  /** Whom to assign ('Select at least one valid assignment type' when missing). */
  assignment?: InputMaybe<TrainingAssignment>;
  /** Due day (YYYY-MM-DD). */
  dueDate: Scalars['String']['input'];
  /** Global id of the program. */
  programId: Scalars['ID']['input'];
  /** Speaker internal ids for SPEAKERS ('At least one speaker is required'). */
  speakerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Result of assignTraining. */
export type AssignTrainingPayload = {
  __typename?: 'AssignTrainingPayload';
  /** How many speakers got the training (those who had it keep it). */
  assigned: Scalars['Int']['output'];
  /** The program, with its new assigned count. */
  program?: Maybe<TrainingProgram>;
};

/** A stored file (a contract's contract or W9 file). */
export type Attachment = {
  __typename?: 'Attachment';
  /** File name extension (e.g. `pdf`), or null. */
  extension?: Maybe<Scalars['String']['output']>;
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Global id (`Attachment:<internal id>`), for `deleteContractFile`. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Where the browser downloads it (`/download/resource/download/{id}/{fileName}`, with the session). */
  url: Scalars['String']['output'];
};

/** An answer of an attendance to a registration question (spec 001 §3 responses). */
export type AttendanceResponse = {
  __typename?: 'AttendanceResponse';
  /** The answer as people read it (Yes/No, the text, the rating, the chosen choices' texts). */
  answer?: Maybe<Scalars['String']['output']>;
  /** Checkbox answer. */
  bool?: Maybe<Scalars['Boolean']['output']>;
  /** Chosen choices, by ref. */
  choiceRefs?: Maybe<Array<Scalars['String']['output']>>;
  /** Internal id of the answer. */
  internalId: Scalars['Int']['output'];
  /** Rating answer. */
  number?: Maybe<Scalars['Int']['output']>;
  /** Texts typed into chosen open choices. */
  openTexts?: Maybe<Array<OpenText>>;
  /** Internal id of the question. */
  questionId: Scalars['Int']['output'];
  /** The question's ref (`String(questionId)`), as the questions and answers inputs name it. */
  questionRef: Scalars['String']['output'];
  /** Free text answer. */
  text?: Maybe<Scalars['String']['output']>;
};

/** Status of an event attendance (spec 001 §3). */
export type AttendanceStatus =
  /** Attended (`attended`). */
  | 'attended'
  /** Cancelled (`cancelled`). */
  | 'cancelled'
  /** Ineligible (`ineligible`). */
  | 'ineligible'
  /** No Show (`noshow`). */
  | 'noshow'
  /** Registered (`registered`). */
  | 'registered'
  /** Walk In (`walkin`), the default of a new attendance. */
  | 'walkin';

/** A person who attends events (spec 001 §3). Fields hidden from the caller's role are null. */
export type Attendee = {
  __typename?: 'Attendee';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** E-mail (optional, lower case). */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Subscribed for marketing e-mails. */
  marketingOptIn?: Maybe<Scalars['Boolean']['output']>;
  /** State. */
  state?: Maybe<Scalars['String']['output']>;
  /** Type (hcp, patient, caregiver). */
  type?: Maybe<AttendeeType>;
  /** ZIP code. */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** The result of one imported row. */
export type AttendeeImportResult = {
  __typename?: 'AttendeeImportResult';
  /** Global id of the attendance made. */
  eventAttendanceId?: Maybe<Scalars['ID']['output']>;
  /** Why the row was refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether the row was imported. */
  ok: Scalars['Boolean']['output'];
  /** The row's number in the file. */
  rowNumber: Scalars['Int']['output'];
};

/** One CSV row as the import dialog mapped it (spec 001 §9: the nine import columns). */
export type AttendeeImportRowInput = {
  /** address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** email: an attendee of this e-mail is reused. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** email_subscribe (admins only; default true). */
  emailSubscribe?: InputMaybe<Scalars['Boolean']['input']>;
  /** first_name (required). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** last_name (required). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** marketing_subscribe (admins only; default false). */
  marketingSubscribe?: InputMaybe<Scalars['Boolean']['input']>;
  /** The row's number in the file (the header is row 1), echoed in its result. */
  rowNumber: Scalars['Int']['input'];
  /** state. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** zip (5 digits). */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** Type of an attendee. */
export type AttendeeType =
  /** Caregiver (`caregiver`). */
  | 'caregiver'
  /** Healthcare professional (`hcp`). */
  | 'hcp'
  /** Patient (`patient`). */
  | 'patient';

/** How the user authenticated. */
export type AuthType =
  /** Corporate single sign-on, Azure AD (`azure-ad`). */
  | 'azure-ad'
  /** E-mail and password (`local`). */
  | 'local'
  /** The second identity provider, Okta (`okta`). */
  | 'okta';

/** A day a speaker cannot speak. */
export type BlackoutDate = {
  __typename?: 'BlackoutDate';
  /** The day. */
  date: Scalars['LocalDate']['output'];
  /** Global id (`BlackoutDate:<internal id>`), for `deleteBlackoutDate`. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
};

/** Input of `changePassword`. */
export type ChangePasswordInput = {
  /** The current password (the temporary one, for a user who must change it). */
  currentPassword: Scalars['String']['input'];
  /** E-mail of the signed-in user. */
  email: Scalars['String']['input'];
  /** New password, at least 8 characters. */
  password: Scalars['String']['input'];
};

/** A check: a speaker's fee for an event. */
export type Check = {
  __typename?: 'Check';
  /** Amount in USD. */
  amount: Scalars['Float']['output'];
  /** When the check was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** Global id of the event. */
  eventId: Scalars['ID']['output'];
  /** The speaker's first name (null when hidden from the caller's role). */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** The speaker's last name (null when hidden). */
  lastName?: Maybe<Scalars['String']['output']>;
  /** How the amount came about (the Metadata dialog). */
  meta: CheckMeta;
  /** The event's short name (null when hidden). */
  shortName?: Maybe<Scalars['String']['output']>;
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['output'];
};

/** The chosen option of one question. */
export type CheckAnswerInput = {
  /** Global id of the chosen option. */
  optionId: Scalars['ID']['input'];
  /** Global id of the question. */
  questionId: Scalars['ID']['input'];
};

/** A page of checks. */
export type CheckConnection = {
  __typename?: 'CheckConnection';
  /** Edges. */
  edges: Array<CheckEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching checks, counted exactly up to 10,000 (1,000 for a search); beyond, a lower bound (see totalCountIsExact). */
  totalCount: Scalars['Int']['output'];
  /** Whether totalCount is the exact number of matching checks. */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** A check in a connection. */
export type CheckEdge = {
  __typename?: 'CheckEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The check. */
  node?: Maybe<Check>;
};

/** A question's line in a check's calculation. */
export type CheckLogEntry = {
  __typename?: 'CheckLogEntry';
  /** The question's category. */
  category: Scalars['String']['output'];
  /** The chosen option (the answer). */
  field: Scalars['String']['output'];
  /** The question's label. */
  label: Scalars['String']['output'];
  /** The math line: '+ $2,500.00', 'x 75 %', or null for Ignore. */
  mathLine?: Maybe<Scalars['String']['output']>;
  /** The operation. */
  operation: FeeOperation;
  /** The speaker's rate: dollars, or a factor for Multiply. */
  value: Scalars['Float']['output'];
};

/** A check's calculation as it was made. */
export type CheckMeta = {
  __typename?: 'CheckMeta';
  /** The calculated amount before the rounding. */
  calculatedAmount: Scalars['Float']['output'];
  /** One line per question, in calculation order. */
  log: Array<CheckLogEntry>;
  /** The amount that replaced the calculation, if any. */
  overrideAmount?: Maybe<Scalars['Float']['output']>;
  /** Why the amount was overridden. */
  overrideReason?: Maybe<Scalars['String']['output']>;
  /** The Fee Calculator Rounding flag was on (the amount rounded up to a whole dollar). */
  rounded: Scalars['Boolean']['output'];
};

/** The checks table's sortable columns. */
export type CheckSortField =
  /** Amount (`amount`). */
  | 'amount'
  /** Created (`createdAt`). */
  | 'createdAt'
  /** Speaker's first name (`firstName`). */
  | 'firstName'
  /** Speaker's last name (`lastName`). */
  | 'lastName'
  /** Event short name (`shortName`). */
  | 'shortName';

/** A comparator of a rule condition (which ones a question type offers: `questionTypes`). */
export type Comparator =
  /** The answer contains the value (`contain`). */
  | 'contain'
  /** The answer is empty (`empty`). */
  | 'empty'
  /** The answer equals the value (`equal`). */
  | 'equal'
  /** The answer is greater than the value (`greater`). */
  | 'greater'
  /** The checkbox is not ticked (`is-false`). */
  | 'is-false'
  /** The checkbox is ticked (`is-true`). */
  | 'is-true'
  /** The answer is less than the value (`less`). */
  | 'less'
  /** The answer is not empty (`not-empty`). */
  | 'not-empty'
  /** The answer does not equal the value (`not-equal`). */
  | 'not-equal';

/** A comparator as the rule builder offers it. */
export type ComparatorInfo = {
  __typename?: 'ComparatorInfo';
  /** The comparator. */
  comparator: Comparator;
  /** Number of operands it takes (0 or 1). */
  inputs: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** Webconference details. */
export type Conference = {
  __typename?: 'Conference';
  /** Details. */
  details?: Maybe<Scalars['String']['output']>;
  /** Conference URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Webconference details of an event. */
export type ConferenceInput = {
  /** Dial-in or other details. */
  details?: InputMaybe<Scalars['String']['input']>;
  /** Conference URL (http or https). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** An action of a permission. */
export type ConfigurationAction = {
  __typename?: 'ConfigurationAction';
  /** The action. */
  action: PermissionAction;
  /** Internal action id. */
  internalId: Scalars['Int']['output'];
};

/** One configuration change with its before and after values. */
export type ConfigurationChange = {
  __typename?: 'ConfigurationChange';
  /** Who (name or e-mail). */
  actorName?: Maybe<Scalars['String']['output']>;
  /** The value after. */
  after?: Maybe<Scalars['JSON']['output']>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** The value before. */
  before?: Maybe<Scalars['JSON']['output']>;
  /** Internal id. */
  internalId: Scalars['Int']['output'];
  /** What changed: tenant, feature_flag, products, hidden_fields, role_permissions or expense_rules. */
  kind: Scalars['String']['output'];
  /** Which flag, role, entity/role or tenant. */
  target: Scalars['String']['output'];
};

/** An entity permissions are granted on. */
export type ConfigurationEntity = {
  __typename?: 'ConfigurationEntity';
  /** Fields that can be hidden from a role. */
  hideableFields: Array<Scalars['String']['output']>;
  /** Internal entity id. */
  internalId: Scalars['Int']['output'];
  /** Entity name, e.g. `speaker`. */
  name: Scalars['String']['output'];
};

/** A role of the tenant. */
export type ConfigurationRole = {
  __typename?: 'ConfigurationRole';
  /** Internal role id. */
  internalId: Scalars['Int']['output'];
  /** The role. */
  role: Role;
};

/** A speaker contract. Fields hidden from the caller's role (contract) are null. */
export type Contract = Node & {
  __typename?: 'Contract';
  /** The contract file, or null. */
  contractFile?: Maybe<Attachment>;
  /** End date. */
  endDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Contract name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Signed date. */
  signedDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Internal id of the speaker. */
  speakerId: Scalars['Int']['output'];
  /** Start date. */
  startDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Contract type. */
  type?: Maybe<ContractType>;
  /** The W9 file, or null. */
  w9File?: Maybe<Attachment>;
};

/** The address a speaker's contracts are sent to. */
export type ContractAddress = {
  __typename?: 'ContractAddress';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Global id (`ContractAddress:<internal id>`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** State. */
  state?: Maybe<Scalars['String']['output']>;
  /** ZIP code (5 digits). */
  zip?: Maybe<Scalars['String']['output']>;
};

/** A file uploaded through `POST /uploads/protected`, to attach to a contract. */
export type ContractFileInput = {
  /** The file's name as the user picked it (shown in the Contracts card and used for the download). */
  fileName: Scalars['String']['input'];
  /** The URL the upload answered (`…/files/<tenant>/protected/<name>`). */
  url: Scalars['String']['input'];
};

/** Result of creating or updating a contract. */
export type ContractPayload = {
  __typename?: 'ContractPayload';
  /** The contract as it is now. */
  contract?: Maybe<Contract>;
};

/** Type of a speaker contract. */
export type ContractType =
  /** Individual (`individual`). */
  | 'individual'
  /** Organization (`organization`). */
  | 'organization';

/** Input of copyRolePermissions. */
export type CopyRolePermissionsInput = {
  /** Internal id of the role copied. */
  fromRoleId: Scalars['Int']['input'];
  /** Internal id of the role that changes. */
  roleId: Scalars['Int']['input'];
};

/** Fields of a new contract. */
export type CreateContractInput = {
  /** The contract file, uploaded first. */
  contractFile?: InputMaybe<ContractFileInput>;
  /** End date. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Contract name (required). */
  name: Scalars['String']['input'];
  /** Signed date. */
  signedDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
  /** Start date. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Contract type (required). */
  type: ContractType;
  /** The W9 file, uploaded first. */
  w9File?: InputMaybe<ContractFileInput>;
};

/** A new email series. */
export type CreateEmailSeriesInput = {
  /** The product the series belongs to (default HIVE). */
  product?: InputMaybe<EmailProduct>;
  /** The series. */
  series: EmailSeriesInput;
};

/** A new email template. */
export type CreateEmailTemplateInput = {
  /** Global id of a template whose designer and Designer V2 blocks the new one takes (Duplicate; spec 002 §2.14). */
  designOf?: InputMaybe<Scalars['ID']['input']>;
  /** Global id of its series; null for a template the manual trigger sends. */
  emailSeriesId?: InputMaybe<Scalars['ID']['input']>;
  /** The template. */
  template: EmailTemplateInput;
};

/** A new attendance. */
export type CreateEventAttendanceInput = {
  /** The form's fields. */
  attendance: EventAttendanceFormInput;
  /** Internal id of the event (in progress, confirmed or complete; 'Event is required'). */
  eventId: Scalars['Int']['input'];
};

/** Fields of a new event. */
export type CreateEventInput = {
  /** Webconference (virtual, hybrid and webinar events). */
  conference?: InputMaybe<ConferenceInput>;
  /** From address of emails. */
  emailFromAddress?: InputMaybe<Scalars['String']['input']>;
  /** From name of emails. */
  emailFromName?: InputMaybe<Scalars['String']['input']>;
  /** Email series internal id. */
  emailSeriesId?: InputMaybe<Scalars['Int']['input']>;
  /** End (required). */
  endTime: Scalars['DateTime']['input'];
  /** Social share information. */
  eventShareInfo?: InputMaybe<EventShareInfoInput>;
  /** Field rep internal id. */
  fieldRepId?: InputMaybe<Scalars['Int']['input']>;
  /** Location address. */
  locationAddress?: InputMaybe<Scalars['String']['input']>;
  /** Location address line 2. */
  locationAddressLine2?: InputMaybe<Scalars['String']['input']>;
  /** Location city. */
  locationCity?: InputMaybe<Scalars['String']['input']>;
  /** Location name. */
  locationName?: InputMaybe<Scalars['String']['input']>;
  /** Location state. */
  locationState?: InputMaybe<Scalars['String']['input']>;
  /** Location type. */
  locationType?: InputMaybe<LocationType>;
  /** Location ZIP (5 digits). */
  locationZip?: InputMaybe<Scalars['String']['input']>;
  /** Meal type (live events). */
  mealType?: InputMaybe<MealType>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Registration closed. */
  registrationClosed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Registration page enabled. */
  registrationPage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Registration template internal id. */
  registrationTemplateId?: InputMaybe<Scalars['Int']['input']>;
  /** Replay URL (on-demand events). */
  replayUrl?: InputMaybe<Scalars['String']['input']>;
  /** Name, shown as Event ID (required). */
  shortName: Scalars['String']['input'];
  /** Speaker internal ids. */
  speakerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Start (required). */
  startTime: Scalars['DateTime']['input'];
  /** Status (required). */
  status: EventStatus;
  /** Survey enabled. */
  survey?: InputMaybe<Scalars['Boolean']['input']>;
  /** Survey template rows (needed when `survey` is on). */
  surveyTemplates?: InputMaybe<Array<SurveyTemplateRowInput>>;
  /** Program Name (required). */
  title: Scalars['String']['input'];
  /** Topic internal id. */
  topicId?: InputMaybe<Scalars['Int']['input']>;
  /** Type (required). */
  type: EventType;
  /** Venue internal id. */
  venueId?: InputMaybe<Scalars['Int']['input']>;
  /** IANA timezone of the event (required). */
  zone: Scalars['String']['input'];
};

/** Result of creating an event. */
export type CreateEventPayload = {
  __typename?: 'CreateEventPayload';
  /** The new event. */
  event?: Maybe<Event>;
  /** Edge to append to a connection. */
  eventEdge?: Maybe<EventEdge>;
};

/** Fields of a new field rep. */
export type CreateFieldRepInput = {
  /** E-mail (required, valid). */
  email: Scalars['String']['input'];
  /** Name (required). */
  name: Scalars['String']['input'];
  /** Phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A new custom profile field (it goes last in its group). */
export type CreateProfileFieldInput = {
  /** Internal id of the group. */
  groupId: Scalars['Int']['input'];
  /** Roles that do not see the field. */
  hiddenUserRoles?: InputMaybe<Array<Role>>;
  /** Field name (required). */
  name: Scalars['String']['input'];
  /** Field type (required). */
  type: ProfileFieldType;
};

/** A new custom profile group (it goes last). */
export type CreateProfileGroupInput = {
  /** Roles that may not edit its values. */
  disabledUserRoles?: InputMaybe<Array<Role>>;
  /** The profile grid area of its card. */
  gridArea?: InputMaybe<Scalars['String']['input']>;
  /** Roles that do not see the group. */
  hiddenUserRoles?: InputMaybe<Array<Role>>;
  /** Group name (required, unique). */
  name: Scalars['String']['input'];
};

/** A new registration page template. */
export type CreateRegistrationTemplateInput = {
  /** The template. */
  template: RegistrationTemplateInput;
};

/** A new resource group. */
export type CreateResourceGroupInput = {
  /** Name (required). */
  name: Scalars['String']['input'];
  /** Optional http(s) link with a dot in its host. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A new resource (spec 002 §5: name and group required; a file or an https link). */
export type CreateResourceInput = {
  /** Expiration date (stored at 12:00 UTC). */
  expirationDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Name (required). */
  fileName: Scalars['String']['input'];
  /** The URL `POST /uploads/resource` answered, or an https link. */
  fileUrl: Scalars['String']['input'];
  /** Global id of the group (required). */
  groupId: Scalars['ID']['input'];
  /** PRC code. */
  prcCode?: InputMaybe<Scalars['String']['input']>;
  /** The uploaded file's own name. */
  sourceName?: InputMaybe<Scalars['String']['input']>;
  /** Global ids of the speakers to assign it to. */
  speakerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Internal id of the topic. */
  topicInternalId?: InputMaybe<Scalars['Int']['input']>;
  /** Year: this year to four ahead. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a new speaker. */
export type CreateSpeakerInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Headshot URL. */
  avatarImgUrl?: InputMaybe<Scalars['String']['input']>;
  /** URL of the bio file. */
  bioUrl?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Credentials. */
  credentials?: InputMaybe<Scalars['String']['input']>;
  /** Status in the CRM. */
  crmStatus?: InputMaybe<SpeakerCrmStatus>;
  /** URL of the CV file. */
  cvUrl?: InputMaybe<Scalars['String']['input']>;
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name (required). */
  firstName: Scalars['String']['input'];
  /** Institution. */
  institution?: InputMaybe<Scalars['String']['input']>;
  /** Last name (required). */
  lastName: Scalars['String']['input'];
  /**
   * Also creates the speaker's login in the same write (spec 001 §5: a Speaker-role user with the speaker's e-mail, no
   * attendee e-mails, no password login): needs create on user and `email`. A refused login creates no speaker either.
   */
  login?: InputMaybe<Scalars['Boolean']['input']>;
  /** Phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Region internal id. */
  regionId?: InputMaybe<Scalars['Int']['input']>;
  /** Speaker type (required). */
  speakerType: SpeakerType;
  /** Specialty. */
  specialty?: InputMaybe<Scalars['String']['input']>;
  /** State. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** External CRM id. */
  veevaId?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code (5 digits). */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A login for a speaker: a user with the Speaker role, without attendee e-mails or a password login. */
export type CreateSpeakerLoginInput = {
  /** The user's e-mail (required, valid); a removed user's e-mail restores that user. */
  email: Scalars['String']['input'];
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
};

/** Result of creating a speaker login. */
export type CreateSpeakerLoginPayload = {
  __typename?: 'CreateSpeakerLoginPayload';
  /** 'Successfully created a new user', or 'User with email {email} was restored.'. */
  message: Scalars['String']['output'];
  /** The speaker, now with a user account. */
  speaker?: Maybe<Speaker>;
};

/** Result of creating a speaker. */
export type CreateSpeakerPayload = {
  __typename?: 'CreateSpeakerPayload';
  /** The service's word on the login made with `login` ('Successfully created a new user' or 'User with email {email} was restored.'); null without one. */
  loginMessage?: Maybe<Scalars['String']['output']>;
  /** The new speaker. */
  speaker?: Maybe<Speaker>;
  /** Edge to add to a connection. */
  speakerEdge?: Maybe<SpeakerEdge>;
};

/** A new survey template. */
export type CreateSurveyTemplateInput = {
  /** The template. */
  template: SurveyTemplateInput;
};

/** Input of createTrainingProgram. */
export type CreateTrainingProgramInput = {
  /** Expiration day (YYYY-MM-DD, in the future). */
  expirationDate: Scalars['String']['input'];
  /** Training name ('Training name is required'). */
  programName: Scalars['String']['input'];
  /** Topic internal id; null for none. */
  topicId?: InputMaybe<Scalars['Int']['input']>;
  /** Training type ('Training Type is required'). */
  type: TrainingType;
  /** The uploaded video's internal id (video trainings: 'Video is required'). */
  videoId?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a new user. */
export type CreateUserInput = {
  /** E-mail (trimmed). */
  email: Scalars['String']['input'];
  /** Internal id of the field-rep record (Field Rep role). */
  fieldRepId?: InputMaybe<Scalars['Int']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The role: none above the caller's own, never SYSTEM_ADMIN (a system admin is made with the tenant). */
  role?: InputMaybe<Role>;
  /** New-attendee e-mails (admin roles only). */
  sendAttendeeEmails?: InputMaybe<Scalars['Boolean']['input']>;
  /** Internal id of the speaker record (Speaker role). */
  speakerId?: InputMaybe<Scalars['Int']['input']>;
  /** E-mail a one-use link to set up a password ('Setup Password Login'). */
  usePwLogin?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of creating a user. */
export type CreateUserPayload = {
  __typename?: 'CreateUserPayload';
  /** True when a new user was created. */
  created: Scalars['Boolean']['output'];
  /** 'Successfully created a new user' or 'User with email {email} was restored.'. */
  message: Scalars['String']['output'];
  /** True when a removed user with that e-mail was restored (the app opens their edit screen). */
  restored: Scalars['Boolean']['output'];
  /** The created or restored user. */
  user?: Maybe<User>;
};

/** Fields of a new venue (spec 001 §5: name, address, city, state and ZIP code required). */
export type CreateVenueInput = {
  /** Street address (required). */
  address: Scalars['String']['input'];
  /** Capacity; 0 or null means no limit. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** City (required). */
  city: Scalars['String']['input'];
  /** Name (required). */
  name: Scalars['String']['input'];
  /** State (required). */
  state: Scalars['String']['input'];
  /** ZIP code (required, 5 digits). */
  zipCode: Scalars['String']['input'];
};

/** A dashboard's data. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** The dashboard. */
  category: DashboardCategory;
  /** Every chart the dashboard offers, with its data. */
  charts: Array<DashboardChartData>;
};

/** A dashboard of the Dashboard product (a chart config's `type`). */
export type DashboardCategory =
  /** Attendees (`attendee`). */
  | 'attendee'
  /** Expenses (`expense`). */
  | 'expense'
  /** Programs (`program`). */
  | 'program'
  /** Regions (`region`). */
  | 'region'
  /** Speakers (`speaker`). */
  | 'speaker';

/** A chart on a dashboard (spec 002 §3 "Dashboard chart config"). */
export type DashboardChart = Node & {
  __typename?: 'DashboardChart';
  /** Its dashboard. */
  category: DashboardCategory;
  /** Which chart it shows (`statusByMonth`, ...): one the web has no component for shows 'component not found'. */
  chartId: Scalars['String']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Columns of 12 on a large screen. */
  lgCols: Scalars['Int']['output'];
  /** Columns of 12 on a medium screen. */
  mdCols: Scalars['Int']['output'];
  /** Columns of 12 on a phone. */
  mobileCols: Scalars['Int']['output'];
  /** Position on its dashboard, from 1. */
  order: Scalars['Int']['output'];
  /** Columns of 12 on a small screen. */
  smCols: Scalars['Int']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** One chart's data: a value per x-axis category in each series. */
export type DashboardChartData = {
  __typename?: 'DashboardChartData';
  /** The x axis: months as `YYYY-MM`, or labels ('Not Provided' / 'Unknown' for a missing value). */
  categories: Array<Scalars['String']['output']>;
  /** The chart (`DashboardChart.chartId`). */
  chartId: Scalars['String']['output'];
  /** How the values read. */
  format: DashboardValueFormat;
  /** The series, e.g. one per status group. */
  series: Array<DashboardSeries>;
  /** Why the chart has no data for the viewer (a field it groups by is hidden from the role), else null. */
  unavailable?: Maybe<Scalars['String']['output']>;
};

/** A saved chart and its dashboard's charts after the save (their orders may have moved). */
export type DashboardChartPayload = {
  __typename?: 'DashboardChartPayload';
  /** The chart. */
  chart: DashboardChart;
  /** Every chart of its dashboard, in order. */
  charts: Array<DashboardChart>;
};

/** A dashboard list's column (spec 002 §2.18); each dashboard has some of them. */
export type DashboardColumn =
  /** The attendee's name (`attendee`). */
  | 'attendee'
  /** The event's attendees (`attendees`). */
  | 'attendees'
  /** The event's cost; the Expenses list's amount (`cost`). */
  | 'cost'
  /** The attendee's credentials (`credentials`). */
  | 'credentials'
  /** The event's start; the Expenses list's payment date (`date`). */
  | 'date'
  /** The event's short name (the ID; the Regions list's Name). */
  | 'eventShortName'
  /** The speaker's honoraria (`honoraria`). */
  | 'honoraria'
  /** The event's location type (`locationType`). */
  | 'locationType'
  /** The event's region (`region`). */
  | 'region'
  /** The speaker's name (`speaker`). */
  | 'speaker'
  /** The event's status (`status`). */
  | 'status'
  /** The event's territory (`territory`). */
  | 'territory'
  /** The topic's therapeutic area (`therapeuticArea`). */
  | 'therapeuticArea'
  /** The event's topic (`topic`). */
  | 'topic'
  /** The event's type; the Expenses list's expense type (`type`). */
  | 'type';

/** A dashboard's filters (spec 002 §3 "Filter object"). */
export type DashboardFiltersInput = {
  /** Last day (default Dec 31 of this year). */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Location types (none: every one). */
  locationType?: InputMaybe<Array<LocationType>>;
  /** First day (the events' local date; default Jan 1 of this year). */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Event statuses (none: every status). */
  status?: InputMaybe<Array<EventStatus>>;
  /** Global ids of topics (none: every topic). */
  topicIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Event types (none: every one). */
  type?: InputMaybe<Array<EventType>>;
};

/** A row of a dashboard's list (spec 002 §3 "Dashboard rows"): the dashboard's columns are set, the others null; a field hidden from the viewer's role is null. */
export type DashboardRow = {
  __typename?: 'DashboardRow';
  /** The attendee's name. */
  attendee?: Maybe<Scalars['String']['output']>;
  /** The event's attendees. */
  attendees?: Maybe<Scalars['Int']['output']>;
  /** The event's cost, or the expense line's amount, in USD. */
  cost?: Maybe<Scalars['Float']['output']>;
  /** The attendee's credentials. */
  credentials?: Maybe<Scalars['String']['output']>;
  /** The event's start; the Expenses list's payment date. */
  date?: Maybe<Scalars['DateTime']['output']>;
  /** Global id of the event. */
  eventId: Scalars['ID']['output'];
  /** The event's short name. */
  eventShortName?: Maybe<Scalars['String']['output']>;
  /** The speaker's honoraria in USD. */
  honoraria?: Maybe<Scalars['Float']['output']>;
  /** Row id within its list (`DashboardRow:<category>-<key>`). */
  id: Scalars['ID']['output'];
  /** The event's location type (REST value: `in-office`, ...). */
  locationType?: Maybe<Scalars['String']['output']>;
  /** The event's region. */
  region?: Maybe<Scalars['String']['output']>;
  /** The speakers' names. */
  speaker?: Maybe<Scalars['String']['output']>;
  /** The event's status (REST value: `planning-complete`, ...); the Regions list's region status (`confirmed`, `planning`, `cancelled`, `other`). */
  status?: Maybe<Scalars['String']['output']>;
  /** The event's territory. */
  territory?: Maybe<Scalars['String']['output']>;
  /** The topic's therapeutic area. */
  therapeuticArea?: Maybe<Scalars['String']['output']>;
  /** The topic's name. */
  topic?: Maybe<Scalars['String']['output']>;
  /** The event's type (REST value: `live`, ...); the Expenses list's expense type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The event's time zone. */
  zone?: Maybe<Scalars['String']['output']>;
};

/** A page of a dashboard's list. */
export type DashboardRowConnection = {
  __typename?: 'DashboardRowConnection';
  /** Edges. */
  edges: Array<DashboardRowEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching rows. */
  totalCount: Scalars['Int']['output'];
};

/** A dashboard row in a connection. */
export type DashboardRowEdge = {
  __typename?: 'DashboardRowEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node?: Maybe<DashboardRow>;
};

/** A chart's series. */
export type DashboardSeries = {
  __typename?: 'DashboardSeries';
  /** Key (`completed`, `cost`, ...). */
  key: Scalars['String']['output'];
  /** Legend label. */
  label: Scalars['String']['output'];
  /** A value per category of the chart. */
  values: Array<Scalars['Float']['output']>;
};

/** How a chart's values read. */
export type DashboardValueFormat =
  /** A count. */
  | 'count'
  /** US dollars ($, 2 decimals, thousands separators). */
  | 'currency';

/** The blackout date to delete. */
export type DeleteBlackoutDateInput = {
  /** Global id of the blackout date. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a blackout date. */
export type DeleteBlackoutDatePayload = {
  __typename?: 'DeleteBlackoutDatePayload';
  /** Global id of the deleted blackout date. */
  deletedId: Scalars['ID']['output'];
};

/** The check to delete. */
export type DeleteCheckInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a check. */
export type DeleteCheckPayload = {
  __typename?: 'DeleteCheckPayload';
  /** Global id of the deleted check. */
  deletedId: Scalars['ID']['output'];
};

/** A contract's file to delete (its contract or W9 file). */
export type DeleteContractFileInput = {
  /** Global id of the file (`Contract.contractFile.id` or `Contract.w9File.id`). */
  id: Scalars['ID']['input'];
};

/** Result of deleting a contract's file. */
export type DeleteContractFilePayload = {
  __typename?: 'DeleteContractFilePayload';
  /** Global id of the deleted file. */
  deletedId: Scalars['ID']['output'];
};

/** The contract to delete. */
export type DeleteContractInput = {
  /** Global id of the contract. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a contract. */
export type DeleteContractPayload = {
  __typename?: 'DeleteContractPayload';
  /** Global id of the deleted contract. */
  deletedId: Scalars['ID']['output'];
};

/** The chart to delete. */
export type DeleteDashboardChartInput = {
  /** Global id of the chart. */
  id: Scalars['ID']['input'];
};

/** A deleted chart. */
export type DeleteDashboardChartPayload = {
  __typename?: 'DeleteDashboardChartPayload';
  /** Every chart left on its dashboard, in order. */
  charts: Array<DashboardChart>;
  /** Global id of the deleted chart. */
  deletedId: Scalars['ID']['output'];
};

/** The email series to delete. */
export type DeleteEmailSeriesInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting an email series. */
export type DeleteEmailSeriesPayload = {
  __typename?: 'DeleteEmailSeriesPayload';
  /** Global id of the deleted series. */
  deletedId?: Maybe<Scalars['ID']['output']>;
};

/** The email template to delete. */
export type DeleteEmailTemplateInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting an email template. */
export type DeleteEmailTemplatePayload = {
  __typename?: 'DeleteEmailTemplatePayload';
  /** Global id of the deleted template. */
  deletedId?: Maybe<Scalars['ID']['output']>;
};

/** The attendances to delete. */
export type DeleteEventAttendancesInput = {
  /** Global ids of event attendances (at most 1000). */
  ids: Array<Scalars['ID']['input']>;
};

/** Result of deleting attendances. */
export type DeleteEventAttendancesPayload = {
  __typename?: 'DeleteEventAttendancesPayload';
  /** Global ids of the deleted attendances. */
  deletedIds: Array<Scalars['ID']['output']>;
};

/** Events to delete. */
export type DeleteEventsInput = {
  /** Global ids of the events. */
  ids: Array<Scalars['ID']['input']>;
};

/** Result of deleting events. */
export type DeleteEventsPayload = {
  __typename?: 'DeleteEventsPayload';
  /** Global ids that were deleted. */
  deletedIds: Array<Scalars['ID']['output']>;
};

/** The expense line to delete. */
export type DeleteExpenseLineInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting an expense line. */
export type DeleteExpenseLinePayload = {
  __typename?: 'DeleteExpenseLinePayload';
  /** Global id of the deleted line. */
  deletedId?: Maybe<Scalars['ID']['output']>;
};

/** The field rep to delete. */
export type DeleteFieldRepInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a field rep. */
export type DeleteFieldRepPayload = {
  __typename?: 'DeleteFieldRepPayload';
  /** Global id of the deleted field rep. */
  deletedId: Scalars['ID']['output'];
};

/** The custom field to remove, with its values. */
export type DeleteProfileFieldInput = {
  /** Global id of the field (`ProfileFieldConfig.id`). */
  id: Scalars['ID']['input'];
};

/** The group to remove, with its fields and their values. */
export type DeleteProfileGroupInput = {
  /** Global id of the group (`ProfileGroupConfig.id`). */
  id: Scalars['ID']['input'];
};

/** The group to delete (with its resources). */
export type DeleteResourceGroupInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a group. */
export type DeleteResourceGroupPayload = {
  __typename?: 'DeleteResourceGroupPayload';
  /** Global id of the deleted group. */
  deletedId: Scalars['ID']['output'];
};

/** The resource to delete. */
export type DeleteResourceInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a resource. */
export type DeleteResourcePayload = {
  __typename?: 'DeleteResourcePayload';
  /** Global id of the deleted resource. */
  deletedId: Scalars['ID']['output'];
};

/** The speaker to delete. */
export type DeleteSpeakerInput = {
  /** Global id of the speaker. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a speaker. */
export type DeleteSpeakerPayload = {
  __typename?: 'DeleteSpeakerPayload';
  /** Global id of the deleted speaker. */
  deletedId: Scalars['ID']['output'];
};

/** The survey template to delete. */
export type DeleteSurveyTemplateInput = {
  /** Global id of the survey template. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a survey template. */
export type DeleteSurveyTemplatePayload = {
  __typename?: 'DeleteSurveyTemplatePayload';
  /** Global id of the deleted survey template. */
  deletedId: Scalars['ID']['output'];
};

/** Input of deleteTrainingCertificate. */
export type DeleteTrainingCertificateInput = {
  /** Global id of the training. */
  id: Scalars['ID']['input'];
};

/** Input of deleteTrainingProgram. */
export type DeleteTrainingProgramInput = {
  /** Global id of the program. */
  id: Scalars['ID']['input'];
};

/** Result of deleteTrainingProgram. */
export type DeleteTrainingProgramPayload = {
  __typename?: 'DeleteTrainingProgramPayload';
  /** Global id of the deleted program. */
  deletedId: Scalars['ID']['output'];
};

/** Input of deleteTrainingVideo. */
export type DeleteTrainingVideoInput = {
  /** Global id of the video program whose video is deleted. */
  programId: Scalars['ID']['input'];
};

/** The user to delete. */
export type DeleteUserInput = {
  /** Global id of the user. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a user. */
export type DeleteUserPayload = {
  __typename?: 'DeleteUserPayload';
  /** Global id of the deleted user. */
  deletedId: Scalars['ID']['output'];
};

/** The venue to delete. */
export type DeleteVenueInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a venue. */
export type DeleteVenuePayload = {
  __typename?: 'DeleteVenuePayload';
  /** Global id of the deleted venue. */
  deletedId: Scalars['ID']['output'];
};

/** Who a template type's messages go to. */
export type EmailAudience =
  /** Event attendees. */
  | 'attendee'
  /** Speakers. */
  | 'speaker';

/** The designer that made a template's body (spec 002 §2.14). */
export type EmailBuilder =
  /** The legacy content builder: HTML inside the gutter wrapper. */
  | 'legacy'
  /** Designer V2: blocks the service renders with MJML. */
  | 'v2';

/** A message of an event's delivery (the event page's E-mail delivery card): a ledger row without its subject or body. */
export type EmailDeliveryRow = {
  __typename?: 'EmailDeliveryRow';
  /** Internal id of the event attendance it is about (an attendee's message). */
  attendanceId?: Maybe<Scalars['Int']['output']>;
  /** What sent it: the template type (`remind-event-in-1-h`, `registration-thank-you`…), `attendee-resend`, `manual:{type}`… */
  kind: Scalars['String']['output'];
  /** The last error (SMTP's answer, or why it was held back). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Internal (REST) id of the ledger row. */
  rowId: Scalars['Int']['output'];
  /** Not sent before this time (when a scheduled message is due). */
  sendAfter: Scalars['DateTime']['output'];
  /** When it was sent. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Status. */
  status: MailStatus;
  /** The name of the template it is made from (null when none, or gone). */
  templateName?: Maybe<Scalars['String']['output']>;
  /** Recipient; null where the viewer's role may not read the recipient's e-mail address. */
  to?: Maybe<Scalars['String']['output']>;
};

/** Designer V2's document: its blocks in order. */
export type EmailDesign = {
  __typename?: 'EmailDesign';
  /** The blocks, top to bottom. */
  blocks: Array<EmailDesignBlock>;
};

/** A block of Designer V2: the fields of its kind. */
export type EmailDesignBlock = {
  __typename?: 'EmailDesignBlock';
  /** Image alternative text. */
  alt?: Maybe<Scalars['String']['output']>;
  /** A variable (`venue`, `conference.url`): the block shows only when it has a value. */
  condition?: Maybe<Scalars['String']['output']>;
  /** Spacer height in pixels. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Kind. */
  kind: EmailDesignBlockKind;
  /** Button label. */
  label?: Maybe<Scalars['String']['output']>;
  /** Image address (https, or starting with a variable). */
  src?: Maybe<Scalars['String']['output']>;
  /** Heading or paragraph text. */
  text?: Maybe<Scalars['String']['output']>;
  /** Button link (http(s), mailto, or starting with a variable such as `{{ links.unsubscribe }}`). */
  url?: Maybe<Scalars['String']['output']>;
  /** Image width in pixels. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A Designer V2 block to save (the service bounds every text: 5,000 characters of text, 200 of a label, 2,000 of a link). */
export type EmailDesignBlockInput = {
  /** Image alternative text (IMAGE). */
  alt?: InputMaybe<Scalars['String']['input']>;
  /** A variable whose value shows the block. */
  condition?: InputMaybe<Scalars['String']['input']>;
  /** Spacer height in pixels (SPACER, 4–200). */
  height?: InputMaybe<Scalars['Int']['input']>;
  /** Kind. */
  kind: EmailDesignBlockKind;
  /** Button label (BUTTON). */
  label?: InputMaybe<Scalars['String']['input']>;
  /** Image address (IMAGE). */
  src?: InputMaybe<Scalars['String']['input']>;
  /** Heading or paragraph text (HEADING, TEXT). */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Button link (BUTTON). */
  url?: InputMaybe<Scalars['String']['input']>;
  /** Image width in pixels (IMAGE, 20–1200). */
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** What a Designer V2 block is. */
export type EmailDesignBlockKind =
  /** A button (label, url). */
  | 'button'
  /** A horizontal rule. */
  | 'divider'
  /** A heading (text). */
  | 'heading'
  /** An image (src, alt, width). */
  | 'image'
  /** Vertical space (height). */
  | 'spacer'
  /** A paragraph (text: plain text with `{{ variable }}` insertions, `**bold**`, `[label](url)` links and line breaks). */
  | 'text';

/** Designer V2's blocks to save (at most 200). */
export type EmailDesignInput = {
  /** The blocks, top to bottom. */
  blocks: Array<EmailDesignBlockInput>;
};

/** Designer V2's preview of blocks not saved yet. */
export type EmailDesignPreview = {
  __typename?: 'EmailDesignPreview';
  /** Why a save would refuse the blocks, in the service's words. */
  error?: Maybe<Scalars['String']['output']>;
  /** The e-mail HTML a save would store (sanitized); null when refused. */
  html?: Maybe<Scalars['String']['output']>;
};

/** A manual send's preview. */
export type EmailPreview = {
  __typename?: 'EmailPreview';
  /** Why it could not be rendered (the screen shows 'Error: {error}'). */
  error?: Maybe<Scalars['String']['output']>;
  /** The message's HTML as it would be sent (sanitized). */
  previewHtml?: Maybe<Scalars['String']['output']>;
  /** The rendered subject. */
  subject?: Maybe<Scalars['String']['output']>;
  /** Whether the message could be rendered. */
  success: Scalars['Boolean']['output'];
  /** Who it would go to. */
  to: Array<Scalars['String']['output']>;
};

/** The product an email series or template type belongs to. */
export type EmailProduct =
  /** Event management. */
  | 'event-management'
  /** Hive. */
  | 'hive'
  /** The speaker portal. */
  | 'speaker-portal';

/** An email series: the templates an event with this series sends. */
export type EmailSeries = Node & {
  __typename?: 'EmailSeries';
  /** The templates, by name (fetched with the series: one call). */
  emailTemplates?: Maybe<Array<EmailTemplate>>;
  /** Number of templates. */
  emailsCount?: Maybe<Scalars['Int']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** A series of the platform: no duplicate, no delete (the list's menu is disabled). */
  platform?: Maybe<Scalars['Boolean']['output']>;
  /** The product the series belongs to. */
  product?: Maybe<EmailProduct>;
};

/** A page of email series. */
export type EmailSeriesConnection = {
  __typename?: 'EmailSeriesConnection';
  /** Edges. */
  edges: Array<EmailSeriesEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching email series. */
  totalCount: Scalars['Int']['output'];
};

/** An email series in a connection. */
export type EmailSeriesEdge = {
  __typename?: 'EmailSeriesEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The email series. */
  node?: Maybe<EmailSeries>;
};

/** An email series and all its templates. */
export type EmailSeriesInput = {
  /** All the series' templates: a stored template left out is deleted. */
  emailTemplates: Array<EmailSeriesTemplateInput>;
  /** Name ('Name is required'). */
  name: Scalars['String']['input'];
};

/** Result of an email series write. */
export type EmailSeriesPayload = {
  __typename?: 'EmailSeriesPayload';
  /** The series as saved, with its templates. */
  emailSeries?: Maybe<EmailSeries>;
};

/** Sort columns of the Email Series list. */
export type EmailSeriesSortField =
  /** Number of templates. */
  | 'emailsCount'
  /** Series name. */
  | 'name';

/** A template of a series as the series form writes it. */
export type EmailSeriesTemplateInput = {
  /** A new template's only: global id of a template whose designer and Designer V2 blocks it takes (a series duplicated; spec 002 §2.14). */
  designOf?: InputMaybe<Scalars['ID']['input']>;
  /** Global id of a stored template of the series; null for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The template's fields. */
  template: EmailTemplateInput;
};

/** What the manual trigger must be given for a template type (spec 002 §5). */
export type EmailSubject =
  /** An event attendance (its event comes with it). */
  | 'attendee'
  /** An event. */
  | 'event'
  /** A speaker. */
  | 'speaker'
  /** A speaker's training. */
  | 'speakerTraining';

/** An email template (spec 002 §3). */
export type EmailTemplate = Node & {
  __typename?: 'EmailTemplate';
  /** Whether the template sends. */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Body: sanitized e-mail HTML with liquid variables. */
  body?: Maybe<Scalars['String']['output']>;
  /** The designer that made the body (spec 002 §2.14); null: none yet. */
  builder?: Maybe<EmailBuilder>;
  /** CC addresses. */
  cc?: Maybe<Array<Scalars['String']['output']>>;
  /** Designer V2's blocks (builder V2); null otherwise. */
  design?: Maybe<EmailDesign>;
  /** The series (null: a template the manual trigger sends). */
  emailSeries?: Maybe<EmailSeries>;
  /** The template type. */
  emailTemplateType?: Maybe<EmailTemplateType>;
  /** Internal id of the template type. */
  emailTemplateTypeId?: Maybe<Scalars['Int']['output']>;
  /** Event type the template is for (`live`, `virtual`…); null for every event type. */
  eventType?: Maybe<Scalars['String']['output']>;
  /** iCal event description. */
  icalDescription?: Maybe<Scalars['String']['output']>;
  /** Whether an iCal event is attached (only where the type allows it). */
  icalEvent?: Maybe<Scalars['Boolean']['output']>;
  /** iCal event title. */
  icalTitle?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Preheader (the inbox preview line). */
  preheader?: Maybe<Scalars['String']['output']>;
  /** Custom recipients (only for the types `speaker-black-out-date-conflict` and `speaker-profile-modified`). */
  recipients?: Maybe<Array<Scalars['String']['output']>>;
  /** Subject (liquid variables allowed). */
  subject?: Maybe<Scalars['String']['output']>;
  /** Last change. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Width in pixels (default 600). */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A page of email templates. */
export type EmailTemplateConnection = {
  __typename?: 'EmailTemplateConnection';
  /** Edges. */
  edges: Array<EmailTemplateEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching email templates. */
  totalCount: Scalars['Int']['output'];
};

/** An email template in a connection. */
export type EmailTemplateEdge = {
  __typename?: 'EmailTemplateEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The email template. */
  node?: Maybe<EmailTemplate>;
};

/** An email template's fields. */
export type EmailTemplateInput = {
  /** Whether it sends (default true). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Body (HTML with liquid variables; sanitized by the service). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** CC addresses ('Each CC must be a valid email address'). */
  cc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Internal id of the template type ('Email template type cannot be empty'). */
  emailTemplateTypeId: Scalars['Int']['input'];
  /** Event type (`live`, `virtual`…); null for every event type. */
  eventType?: InputMaybe<Scalars['String']['input']>;
  /** iCal event description. */
  icalDescription?: InputMaybe<Scalars['String']['input']>;
  /** Attach an iCal event (only where the type allows it). */
  icalEvent?: InputMaybe<Scalars['Boolean']['input']>;
  /** iCal event title (required with the iCal event). */
  icalTitle?: InputMaybe<Scalars['String']['input']>;
  /** Name ('Email template name cannot be empty'). */
  name: Scalars['String']['input'];
  /** Preheader. */
  preheader?: InputMaybe<Scalars['String']['input']>;
  /** Custom recipients ('Each Recipient must be a valid email address'); Admin and SystemAdmin only, two types only. Left out: the stored ones are kept. */
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Subject ('Email template subject cannot be empty'). */
  subject: Scalars['String']['input'];
  /** Width in pixels (320–1200, default 600). */
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of an email template write. */
export type EmailTemplatePayload = {
  __typename?: 'EmailTemplatePayload';
  /** The template as saved. */
  emailTemplate?: Maybe<EmailTemplate>;
};

/** Sort columns of the Email Template List. */
export type EmailTemplateSortField =
  /** Event type. */
  | 'eventType'
  /** Template name. */
  | 'name'
  /** Series name. */
  | 'series'
  /** Subject. */
  | 'subject'
  /** Template type (its name). */
  | 'type';

/** An email template type (spec 002 §3). */
export type EmailTemplateType = {
  __typename?: 'EmailTemplateType';
  /** Whether its templates may attach an iCal event. */
  allowiCalFile: Scalars['Boolean']['output'];
  /** Whether a template of this type may name custom recipients (spec 002 §6). */
  allowsCustomRecipients: Scalars['Boolean']['output'];
  /** Who it goes to. */
  audience: EmailAudience;
  /** When it is sent. */
  description: Scalars['String']['output'];
  /** Internal (stable) id. */
  internalId: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** What the manual trigger must be given. */
  needs: Array<EmailSubject>;
  /** Slug, such as `remind-event-in-1-h`. */
  type: Scalars['String']['output'];
  /** Sent at most once per event (or training) and recipient. */
  uniquePerInstance: Scalars['Boolean']['output'];
  /** The variables its templates may insert (the designers' Insert variable menus): one call. */
  variables: Array<EmailTemplateVariable>;
};

/** A variable a template may insert. */
export type EmailTemplateVariable = {
  __typename?: 'EmailTemplateVariable';
  /** Group (recipient, event, attendee…). */
  group: Scalars['String']['output'];
  /** Label. */
  label: Scalars['String']['output'];
  /** The liquid text inserted, such as `{{ event.title }}` or a conditional block. */
  value: Scalars['String']['output'];
};

/** A manual send (spec 002 §2.13): the template, and what its type needs (`EmailTemplateType.needs`). */
export type EmailTriggerInput = {
  /** Global id of the template ('Email template name cannot be empty' without it). */
  emailTemplateId?: InputMaybe<Scalars['ID']['input']>;
  /** Global id of the event attendance, for an attendee type ('Please select Event Attendee to send this email'). */
  eventAttendanceId?: InputMaybe<Scalars['ID']['input']>;
  /** Global id of the event ('Please select Event to send this email'). */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom recipients instead of the type's own (Admin and SystemAdmin, the two types of spec 002 §6). */
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Also e-mail the speaker's user a link to set a new password (speaker types only). */
  resetSpeakerUserPassword?: InputMaybe<Scalars['Boolean']['input']>;
  /** Global id of the speaker ('Please select Speaker to send this email'). */
  speakerId?: InputMaybe<Scalars['ID']['input']>;
  /** Global id of the speaker training ('Please select Speaker Training to send this email'). */
  speakerTrainingId?: InputMaybe<Scalars['ID']['input']>;
};

/** Allowed actions on one entity. */
export type EntityPermission = {
  __typename?: 'EntityPermission';
  /** Allowed actions. */
  actions: Array<PermissionAction>;
  /** Entity name from the permission model, e.g. `event`. */
  entity: Scalars['String']['output'];
};

/** A speaker program event. */
export type Event = Node & {
  __typename?: 'Event';
  /** Attended count. */
  attended?: Maybe<Scalars['Int']['output']>;
  /** AV requirements (read-only). */
  avRequirements?: Maybe<Scalars['String']['output']>;
  /** Webconference. */
  conference?: Maybe<Conference>;
  /** Created at. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event's e-mails in the delivery ledger (sent, scheduled, missed, failed, suppressed…), newest `sendAfter` first, with the count of each status over the whole event: for whoever reads the event. One REST call per page. Sign-in links are never listed; `to` is null where the viewer may not read the recipient's address. Null when the call failed. */
  emailDelivery?: Maybe<EventEmailDeliveryConnection>;
  /** From address of emails. */
  emailFromAddress?: Maybe<Scalars['String']['output']>;
  /** From name of emails. */
  emailFromName?: Maybe<Scalars['String']['output']>;
  /** Email series internal id. */
  emailSeriesId?: Maybe<Scalars['Int']['output']>;
  /** End. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** Estimated attendance (read-only). */
  estimatedAttendance?: Maybe<Scalars['Int']['output']>;
  /** Social share information. */
  eventShareInfo?: Maybe<EventShareInfo>;
  /** The event's money (batched: one REST call per page of events): null when the role may not read expense headers. */
  expenseTotals?: Maybe<EventExpenseTotals>;
  /** Event owner / main contact. */
  fieldRep?: Maybe<FieldRep>;
  /** Field rep internal id. */
  fieldRepId?: Maybe<Scalars['Int']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Location address. */
  locationAddress?: Maybe<Scalars['String']['output']>;
  /** Location address line 2. */
  locationAddressLine2?: Maybe<Scalars['String']['output']>;
  /** Location city. */
  locationCity?: Maybe<Scalars['String']['output']>;
  /** Location name. */
  locationName?: Maybe<Scalars['String']['output']>;
  /** Location state. */
  locationState?: Maybe<Scalars['String']['output']>;
  /** Location type. */
  locationType?: Maybe<LocationType>;
  /** Location ZIP (5 digits). */
  locationZip?: Maybe<Scalars['String']['output']>;
  /** Meal type (live events). */
  mealType?: Maybe<MealType>;
  /** Notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Registered count. */
  registered?: Maybe<Scalars['Int']['output']>;
  /** Registration closed. */
  registrationClosed?: Maybe<Scalars['Boolean']['output']>;
  /** Registration page enabled. */
  registrationPage?: Maybe<Scalars['Boolean']['output']>;
  /** Registration template internal id. */
  registrationTemplateId?: Maybe<Scalars['Int']['output']>;
  /** Replay URL (on-demand events). */
  replayUrl?: Maybe<Scalars['String']['output']>;
  /** Name, shown as Event ID. */
  shortName?: Maybe<Scalars['String']['output']>;
  /** Speakers of the event. */
  speakers?: Maybe<Array<EventSpeaker>>;
  /** Start. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** Status. */
  status?: Maybe<EventStatus>;
  /** Survey enabled. */
  survey?: Maybe<Scalars['Boolean']['output']>;
  /** Survey templates with due times. */
  surveyTemplates?: Maybe<Array<EventSurveyTemplate>>;
  /** Program Name. */
  title?: Maybe<Scalars['String']['output']>;
  /** Topic. */
  topic?: Maybe<Topic>;
  /** Topic internal id. */
  topicId?: Maybe<Scalars['Int']['output']>;
  /** Type. */
  type?: Maybe<EventType>;
  /** Updated at. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** External CRM id; when set most fields are read-only. */
  veevaId?: Maybe<Scalars['String']['output']>;
  /** Venue. */
  venue?: Maybe<Venue>;
  /** Venue internal id. */
  venueId?: Maybe<Scalars['Int']['output']>;
  /** IANA timezone of the event. */
  zone?: Maybe<Scalars['String']['output']>;
};


/** A speaker program event. */
export type EventEmailDeliveryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  statuses?: InputMaybe<Array<MailStatus>>;
};

/** An attendee's attendance of one event (a row of Attendee Management). */
export type EventAttendance = Node & {
  __typename?: 'EventAttendance';
  /** The attendee. */
  attendee: Attendee;
  /** Internal id of the attendee (the edit route's `attendeeId`). */
  attendeeId: Scalars['Int']['output'];
  /** When the attendance was made (Registered At). */
  createdDate: Scalars['DateTime']['output'];
  /** The event (batched); null when it cannot be read. */
  event?: Maybe<Event>;
  /** Internal id of the event (the list's Event ID). */
  eventId: Scalars['Int']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id of the attendance. */
  internalId: Scalars['Int']['output'];
  /** Where the attendance came from (a registration page's name, the management product, an import). */
  sources: Array<Scalars['String']['output']>;
  /** Status. */
  status: AttendanceStatus;
  /** Subscribed for the event's e-mail notifications. */
  subscribed: Scalars['Boolean']['output'];
};

/** A page of event attendances. */
export type EventAttendanceConnection = {
  __typename?: 'EventAttendanceConnection';
  /** Edges. */
  edges: Array<EventAttendanceEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching attendances, counted exactly up to 10,000 (a search of over 1,000 matching attendees: 1,000); beyond, a lower bound (see totalCountIsExact). */
  totalCount: Scalars['Int']['output'];
  /** False when totalCount is a lower bound: more attendances match than were counted (the pager shows "10,000+" or "1,000+"). */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** An event attendance in a connection. */
export type EventAttendanceEdge = {
  __typename?: 'EventAttendanceEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The event attendance. */
  node?: Maybe<EventAttendance>;
};

/** Filters of the attendee list's popover. */
export type EventAttendanceFilterInput = {
  /** Internal ids of events (any of them). */
  eventIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Month of the event's start, 1–12 (needs `eventYear`: 'Event year is required when event month is selected. Clearing event month.'). */
  eventMonth?: InputMaybe<Scalars['Int']['input']>;
  /** Year of the event's start. */
  eventYear?: InputMaybe<Scalars['Int']['input']>;
  /** Statuses (any of them). */
  statuses?: InputMaybe<Array<AttendanceStatus>>;
};

/** The attendee form's fields (spec 001 §3 attendee save payload). */
export type EventAttendanceFormInput = {
  /** Street address (ignored while the tenant hides the address fields). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Answers to the event's registration questions, by question ref (as the public registration page sends them). */
  answers: Array<AnswerInput>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** E-mail, optional ('Invalid email format'). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name ('Name is required'). */
  firstName: Scalars['String']['input'];
  /** Last name ('Name is required'). */
  lastName: Scalars['String']['input'];
  /** Subscribed for marketing e-mails (Admin and SystemAdmin only; default false). */
  marketingOptIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** State. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Attendance status (default walk in). */
  status?: InputMaybe<AttendanceStatus>;
  /** Subscribed for e-mail notifications (Admin and SystemAdmin only; default true). */
  subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Type (default hcp when attendeeDefaultTypeHcpEnabled, else patient). */
  type?: InputMaybe<AttendeeType>;
  /** ZIP code (5 digits). */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Result of the attendee form's save. */
export type EventAttendanceFormPayload = {
  __typename?: 'EventAttendanceFormPayload';
  /** The attendance as saved; null when refused. */
  eventAttendance?: Maybe<EventAttendance>;
  /** Why fields or answers were refused (nothing saved): `questionRef` is a question's ref or the field's name. */
  fieldErrors?: Maybe<Array<FieldError>>;
  /** True when saved; false when fields or answers were refused (`fieldErrors`). */
  ok: Scalars['Boolean']['output'];
  /** Its answers as saved; null when refused. */
  responses?: Maybe<Array<AttendanceResponse>>;
};

/** Attendee Management's sortable columns. */
export type EventAttendanceSortField =
  /** Registered At, the default (newest first) (`createdDate`). */
  | 'createdDate'
  /** Event ID (`eventId`). */
  | 'eventId'
  /** First name (`firstName`). */
  | 'firstName'
  /** Last name (`lastName`). */
  | 'lastName'
  /** Status (`status`). */
  | 'status';

/** A page of events. */
export type EventConnection = {
  __typename?: 'EventConnection';
  /** Edges. */
  edges: Array<EventEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching events, counted exactly up to 10,000 (1,000 for a search); beyond, a lower bound (see totalCountIsExact). */
  totalCount: Scalars['Int']['output'];
  /** False when totalCount is a lower bound: more events match than were counted (the pager shows "10,000+" and no last page). */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** An event in a connection. */
export type EventEdge = {
  __typename?: 'EventEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The event. */
  node?: Maybe<Event>;
};

/** A page of an event's delivery. */
export type EventEmailDeliveryConnection = {
  __typename?: 'EventEmailDeliveryConnection';
  /** The count of each status over the whole event, every status (0 when none), whatever the page and `statuses`. */
  counts: Array<MailStatusCount>;
  /** Edges. */
  edges: Array<EventEmailDeliveryEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching messages (of the statuses asked for). */
  totalCount: Scalars['Int']['output'];
};

/** A message in an event's delivery connection. */
export type EventEmailDeliveryEdge = {
  __typename?: 'EventEmailDeliveryEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: EmailDeliveryRow;
};

/** An event's money. */
export type EventExpenseTotals = {
  __typename?: 'EventExpenseTotals';
  /** Total of its expense lines in USD, void lines and those the Expense Filtering Rules leave out aside. */
  cost: Scalars['Float']['output'];
  /** Total of its speakers' checks in USD. */
  honoraria: Scalars['Float']['output'];
};

/** Filters of the event list. */
export type EventFilterInput = {
  /** Start-date period. */
  period?: InputMaybe<PeriodInput>;
  /** Email series internal ids. */
  selectedEmailSeries?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Event internal ids. */
  selectedEvents?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Field rep internal ids. */
  selectedFieldReps?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Speaker internal ids. */
  selectedSpeakers?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Statuses. */
  selectedStatuses?: InputMaybe<Array<EventStatus>>;
  /** Survey template internal ids. */
  selectedTemplates?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Topic internal ids. */
  selectedTopics?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Types. */
  selectedTypes?: InputMaybe<Array<EventType>>;
};

/** Social share information of an event. */
export type EventShareInfo = {
  __typename?: 'EventShareInfo';
  /** Alt text of the card image (set with it in the Add Image dialog). */
  cardImageAlt?: Maybe<Scalars['String']['output']>;
  /** Body of the share-by-email message. */
  emailShareBody?: Maybe<Scalars['String']['output']>;
  /** Subject of the share-by-email message. */
  emailShareSubject?: Maybe<Scalars['String']['output']>;
  /** Image URL of the Facebook card. */
  facebookCardUrl?: Maybe<Scalars['String']['output']>;
  /** Text of a Facebook share. */
  facebookShareText?: Maybe<Scalars['String']['output']>;
  /** Text of a LinkedIn share. */
  linkedinShareText?: Maybe<Scalars['String']['output']>;
  /** Open Graph description. */
  ogDescription?: Maybe<Scalars['String']['output']>;
  /** Open Graph title of the shared page. */
  ogTitle?: Maybe<Scalars['String']['output']>;
  /** Open Graph URL. */
  ogUrl?: Maybe<Scalars['String']['output']>;
  /** Image URL of the Twitter card. */
  twitterCardUrl?: Maybe<Scalars['String']['output']>;
  /** Text of a Twitter share. */
  twitterShareText?: Maybe<Scalars['String']['output']>;
};

/** Social share information of an event. */
export type EventShareInfoInput = {
  /** Alt text of the card image (set with it in the Add Image dialog). */
  cardImageAlt?: InputMaybe<Scalars['String']['input']>;
  /** Body of the share-by-email message. */
  emailShareBody?: InputMaybe<Scalars['String']['input']>;
  /** Subject of the share-by-email message. */
  emailShareSubject?: InputMaybe<Scalars['String']['input']>;
  /** Image URL of the Facebook card. */
  facebookCardUrl?: InputMaybe<Scalars['String']['input']>;
  /** Text of a Facebook share. */
  facebookShareText?: InputMaybe<Scalars['String']['input']>;
  /** Text of a LinkedIn share. */
  linkedinShareText?: InputMaybe<Scalars['String']['input']>;
  /** Open Graph description. */
  ogDescription?: InputMaybe<Scalars['String']['input']>;
  /** Open Graph title of the shared page. */
  ogTitle?: InputMaybe<Scalars['String']['input']>;
  /** Open Graph URL. */
  ogUrl?: InputMaybe<Scalars['String']['input']>;
  /** Image URL of the Twitter card. */
  twitterCardUrl?: InputMaybe<Scalars['String']['input']>;
  /** Text of a Twitter share. */
  twitterShareText?: InputMaybe<Scalars['String']['input']>;
};

/** Sortable event columns. */
export type EventSortField =
  /** Attended count (`attended`). */
  | 'attended'
  /** Creation time (`createdAt`). */
  | 'createdAt'
  /** End (`endTime`). */
  | 'endTime'
  /** Registered count (`registered`). */
  | 'registered'
  /** Name (Event ID) (`shortName`). */
  | 'shortName'
  /** Start, the default (`startTime`). */
  | 'startTime'
  /** Status (`status`). */
  | 'status'
  /** Program name (`title`). */
  | 'title'
  /** Type (`type`). */
  | 'type'
  /** Timezone (`zone`). */
  | 'zone';

/** A speaker of an event. */
export type EventSpeaker = {
  __typename?: 'EventSpeaker';
  /** The speaker. */
  speaker?: Maybe<Speaker>;
  /** Speaker internal id. */
  speakerId: Scalars['Int']['output'];
};

/** Status of an event. Deprecated values still appear on old events. */
export type EventStatus =
  /** Cancelled, shown red (`cancelled`). */
  | 'cancelled'
  /** Coming soon, shown blue-grey (`coming-soon`). */
  | 'coming-soon'
  /** Complete, shown blue-grey (`complete`). */
  | 'complete'
  /** Confirmed, shown green (`confirmed`). */
  | 'confirmed'
  /** In progress, shown amber (`in-progress`). */
  | 'in-progress'
  /** Occurred, shown blue (`occurred`). */
  | 'occurred'
  /** On demand, shown amber; the form offers the replay URL (`on-demand`). */
  | 'on-demand'
  /** Other, shown blue-grey (`other`). */
  | 'other'
  /** Planning complete, shown green (`planning-complete`). */
  | 'planning-complete'
  /** Scheduled, shown amber (`scheduled`). */
  | 'scheduled';

/** A survey template attached to an event. */
export type EventSurveyTemplate = {
  __typename?: 'EventSurveyTemplate';
  /** Template name. */
  name?: Maybe<Scalars['String']['output']>;
  /** When the survey is due. */
  surveyDueTime?: Maybe<Scalars['DateTime']['output']>;
  /** The survey template. */
  surveyTemplate?: Maybe<SurveyTemplate>;
  /** Survey template internal id (REST `id`; `id` is reserved for global ids in this schema). */
  surveyTemplateId: Scalars['Int']['output'];
};

/** Type of an event. */
export type EventType =
  /** In person and online (`hybrid`). */
  | 'hybrid'
  /** In person; the form offers the meal type (`live`). */
  | 'live'
  /** Other, not offered in the form (`other`). */
  | 'other'
  /** Online only (`virtual`). */
  | 'virtual'
  /** Webinar (`webinar`). */
  | 'webinar';

/** An expense filtering rule. */
export type ExpenseFilteringRule = {
  __typename?: 'ExpenseFilteringRule';
  /** Comparison string. */
  comparisonString: Scalars['String']['output'];
  /** Comparison type, e.g. `Like`. */
  comparisonType: Scalars['String']['output'];
};

/** An expense filtering rule to save (an incomplete one is refused with 'Incomplete rule(s)'). */
export type ExpenseFilteringRuleInput = {
  /** Comparison string. */
  comparisonString?: InputMaybe<Scalars['String']['input']>;
  /** Comparison type. */
  comparisonType?: InputMaybe<Scalars['String']['input']>;
};

/** One imported row's outcome. */
export type ExpenseImportResult = {
  __typename?: 'ExpenseImportResult';
  /** Why the row was refused (empty when created). */
  errors: Array<Scalars['String']['output']>;
  /** Global id of the line created; null when the row was refused. */
  lineId?: Maybe<Scalars['ID']['output']>;
  /** The row's number in the spreadsheet. */
  rowNumber: Scalars['Int']['output'];
};

/** A spreadsheet row to import: every cell text (or empty), read by the service. */
export type ExpenseImportRowInput = {
  /** Amount in USD. */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** The event, as the spreadsheet names it. */
  event?: InputMaybe<Scalars['String']['input']>;
  /** Expense type. */
  expenseType?: InputMaybe<Scalars['String']['input']>;
  /** Payment date. */
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  /** The row's number in the spreadsheet (1 or more), named in the results. */
  rowNumber: Scalars['Int']['input'];
  /** The speaker, as the spreadsheet names it; empty for an event-wide line. */
  speaker?: InputMaybe<Scalars['String']['input']>;
  /** Status (Pending, Paid or Void). */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** An expense line. */
export type ExpenseLine = {
  __typename?: 'ExpenseLine';
  /** Amount in USD. */
  amount: Scalars['Float']['output'];
  /** Global id of the check whose Honoraria this line is (such a line is changed through the check, not here). */
  checkId?: Maybe<Scalars['ID']['output']>;
  /** Expense type ('Travel', 'Honoraria', or an import's own words). */
  expenseType: Scalars['String']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Payment date (YYYY-MM-DD), null when not paid yet. */
  paymentDate?: Maybe<Scalars['String']['output']>;
  /** Status. */
  status: ExpenseStatus;
};

/** Result of adding or saving an expense line. */
export type ExpenseLinePayload = {
  __typename?: 'ExpenseLinePayload';
  /** The saved line. */
  line?: Maybe<ExpenseLine>;
};

/** A Financials row: an event and one of its speakers, or the event alone for its event-wide lines (not a Node: no single-row fetch). */
export type ExpenseRow = {
  __typename?: 'ExpenseRow';
  /** Global id of the event. */
  eventId: Scalars['ID']['output'];
  /** The event's type (null when hidden). */
  eventType?: Maybe<Scalars['String']['output']>;
  /** The speaker's first name (null for the event-wide row or when hidden). */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Global id (`ExpenseRow:<event id>-<speaker id, 0 for the event-wide row>`). */
  id: Scalars['ID']['output'];
  /** The speaker's last name (null for the event-wide row or when hidden). */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The row's lines, by payment date (unpaid last). */
  lines: Array<ExpenseLine>;
  /** The event's short name (null when hidden from the caller's role). */
  shortName?: Maybe<Scalars['String']['output']>;
  /** Global id of the speaker; null for the event-wide row. */
  speakerId?: Maybe<Scalars['ID']['output']>;
  /** The event's start (null when hidden). */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** The event's program name (null when hidden). */
  title?: Maybe<Scalars['String']['output']>;
  /** Total of the row's lines in USD, void lines aside. */
  total: Scalars['Float']['output'];
  /** The event's time zone (null when hidden). */
  zone?: Maybe<Scalars['String']['output']>;
};

/** A page of Financials rows. */
export type ExpenseRowConnection = {
  __typename?: 'ExpenseRowConnection';
  /** Edges. */
  edges: Array<ExpenseRowEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching rows, counted exactly up to 10,000 (1,000 for a search); beyond, a lower bound (see totalCountIsExact). */
  totalCount: Scalars['Int']['output'];
  /** Whether totalCount is the exact number of matching rows. */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** A Financials row in a connection. */
export type ExpenseRowEdge = {
  __typename?: 'ExpenseRowEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node?: Maybe<ExpenseRow>;
};

/** Financials' sortable columns. */
export type ExpenseSortField =
  /** The event's short name (`shortName`). */
  | 'shortName'
  /** The speaker's last, then first name (`speakerName`). */
  | 'speakerName'
  /** The event's start (`startTime`). */
  | 'startTime'
  /** The event's program name (`title`). */
  | 'title'
  /** The row's total (`total`). */
  | 'total';

/** An expense line's status. */
export type ExpenseStatus =
  /** Paid. */
  | 'Paid'
  /** Not paid yet. */
  | 'Pending'
  /** Cancelled: shown, but counted in no total. */
  | 'Void';

/** A feature flag. */
export type FeatureFlag = {
  __typename?: 'FeatureFlag';
  /** Flag id, e.g. `speakersEnabled`. */
  id: Scalars['String']['output'];
  /** Whether it is on. */
  value: Scalars['Boolean']['output'];
};

/** A feature flag's new value. */
export type FeatureFlagInput = {
  /** Flag id. */
  id: Scalars['String']['input'];
  /** New value. */
  value: Scalars['Boolean']['input'];
};

/** An option's operation on the running total: the first question's options always add. */
export type FeeOperation =
  /** Adds the speaker's rate (dollars). */
  | 'ADD'
  /** Leaves the total as it is. */
  | 'IGNORE'
  /** Multiplies the running total by the speaker's rate (a factor: 0.75 is 'x 75 %'). */
  | 'MULTIPLY';

/** An option of a fee question. */
export type FeeOption = {
  __typename?: 'FeeOption';
  /** Field (the option's label). */
  field: Scalars['String']['output'];
  /** Global id (`FeeOption`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Operation. */
  operation: FeeOperation;
};

/** An option of the structure to save. */
export type FeeOptionInput = {
  /** Field (required, unique within the question). */
  field: Scalars['String']['input'];
  /** Global id of a kept option; none for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Operation (none on the first question's options, which add; required on the others). */
  operation?: InputMaybe<FeeOperation>;
};

/** A question of the fee structure. */
export type FeeQuestion = {
  __typename?: 'FeeQuestion';
  /** Category. */
  category: Scalars['String']['output'];
  /** Global id (`FeeQuestion`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Label. */
  label: Scalars['String']['output'];
  /** The options, one of which a check chooses. */
  options: Array<FeeOption>;
  /** Weight: the calculation order. */
  weight: Scalars['Int']['output'];
};

/** A question of the structure to save. */
export type FeeQuestionInput = {
  /** Category (required). */
  category: Scalars['String']['input'];
  /** Global id of a kept question; none for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Label (required). */
  label: Scalars['String']['input'];
  /** Options (at least one). */
  options: Array<FeeOptionInput>;
  /** Weight (the calculation order). */
  weight: Scalars['Int']['input'];
};

/** What changed in the structure since a speaker's rates were saved. */
export type FeeRateChange =
  /** An option was added. */
  | 'added'
  /** An option's operation changed. */
  | 'operation'
  /** An option was removed. */
  | 'removed'
  /** An option's field or its question's label changed. */
  | 'renamed';

/** The fee structure: questions answered in order of weight. */
export type FeeStructure = {
  __typename?: 'FeeStructure';
  /** The questions, in calculation order. */
  questions: Array<FeeQuestion>;
};

/** Result of saving the fee structure. */
export type FeeStructurePayload = {
  __typename?: 'FeeStructurePayload';
  /** The saved structure. */
  feeStructure?: Maybe<FeeStructure>;
};

/** A refusal of one answer or field. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The message to show under it, e.g. 'This field is required'. */
  message: Scalars['String']['output'];
  /** The question's ref; for `register`'s own fields their name (`firstName`, `lastName`, `email`). */
  questionRef: Scalars['String']['output'];
};

/** A field rep: event owner / main contact. */
export type FieldRep = Node & {
  __typename?: 'FieldRep';
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** A page of field reps. */
export type FieldRepConnection = {
  __typename?: 'FieldRepConnection';
  /** Edges. */
  edges: Array<FieldRepEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching field reps. */
  totalCount: Scalars['Int']['output'];
};

/** A field rep in a connection. */
export type FieldRepEdge = {
  __typename?: 'FieldRepEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The field rep. */
  node?: Maybe<FieldRep>;
};

/** Result of a field rep change. */
export type FieldRepPayload = {
  __typename?: 'FieldRepPayload';
  /** The created or updated field rep. */
  fieldRep?: Maybe<FieldRep>;
};

/** A place on the map. */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  /** What was found, e.g. `Chicago, IL 60601`. */
  label: Scalars['String']['output'];
  /** Latitude in degrees. */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees. */
  longitude: Scalars['Float']['output'];
  /** How precisely the point matches the address. */
  precision: GeoPrecision;
};

/** How precisely a geocoded point matches the address. */
export type GeoPrecision =
  /** The street address (HTTP geocoding provider). */
  | 'address'
  /** The centre of the city. */
  | 'city'
  /** The centre of the ZIP code. */
  | 'zip';

/** A grant to save. */
export type GrantInput = {
  /** Internal entity id. */
  entityId: Scalars['Int']['input'];
  /** Internal action id. */
  permissionId: Scalars['Int']['input'];
};

/** A speaker an admin acts as. */
export type ImpersonatedSpeaker = {
  __typename?: 'ImpersonatedSpeaker';
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Internal speaker id. */
  speakerId: Scalars['Int']['output'];
};

/** The statuses an import may give (spec 001 §4: only registered or attended are offered). */
export type ImportAttendanceStatus =
  /** Attended. */
  | 'attended'
  /** Registered. */
  | 'registered';

/** A batch of the import. */
export type ImportAttendeesInput = {
  /** The status of every row; without it registered when the event starts in the future, else attended. */
  defaultStatus?: InputMaybe<ImportAttendanceStatus>;
  /** Global id of the event. */
  eventId: Scalars['ID']['input'];
  /** At most 500 rows. */
  rows: Array<AttendeeImportRowInput>;
};

/** Result of `importAttendees`. */
export type ImportAttendeesPayload = {
  __typename?: 'ImportAttendeesPayload';
  /** One result per row, in the order sent. */
  results: Array<AttendeeImportResult>;
};

/** What happened to one CSV line. */
export type ImportEventLine = {
  __typename?: 'ImportEventLine';
  /** Messages of every rule the line breaks; empty when it was imported. */
  errors: Array<Scalars['String']['output']>;
  /** Global id of the created event; null when the line failed. */
  eventId?: Maybe<Scalars['ID']['output']>;
  /** Line number in the file. */
  line: Scalars['Int']['output'];
};

/** One line of an event CSV file (spec columns id, program_name, start_date, end_date, zone, status, type, notes). */
export type ImportEventRowInput = {
  /** End in the line's zone (CSV column `end_date`). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Line number in the file; the header is line 1, so the first event is line 2. */
  line: Scalars['Int']['input'];
  /** Location type, e.g. `in-venue` or `Out-of-Office`; optional (CSV column `location_type`). */
  locationType?: InputMaybe<Scalars['String']['input']>;
  /** Notes (CSV column `notes`). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Program Name (CSV column `program_name`). */
  programName?: InputMaybe<Scalars['String']['input']>;
  /** Name, shown as Event ID (CSV column `id`). */
  shortName?: InputMaybe<Scalars['String']['input']>;
  /** Start in the line's zone, e.g. `2027-05-01 18:00` or `05/01/2027 6:00 PM` (CSV column `start_date`). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Status, e.g. `confirmed` or `In Progress` (CSV column `status`). */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Type, e.g. `live` or `Virtual` (CSV column `type`). */
  type?: InputMaybe<Scalars['String']['input']>;
  /** A US timezone, America/Los_Angeles or Canada/Atlantic (CSV column `zone`). */
  zone?: InputMaybe<Scalars['String']['input']>;
};

/** A batch of CSV lines to import. */
export type ImportEventsInput = {
  /** The lines, 1 to 1000. */
  rows: Array<ImportEventRowInput>;
};

/** Result of importing a batch of CSV lines. */
export type ImportEventsPayload = {
  __typename?: 'ImportEventsPayload';
  /** Events created. */
  createdCount: Scalars['Int']['output'];
  /** Lines refused. */
  failedCount: Scalars['Int']['output'];
  /** One entry per line sent, in order. */
  lines: Array<ImportEventLine>;
};

/** The spreadsheet rows to import (at most 1,000). */
export type ImportExpenseLinesInput = {
  /** The rows, each cell as the spreadsheet holds it. */
  rows: Array<ExpenseImportRowInput>;
};

/** Result of an import. */
export type ImportExpenseLinesPayload = {
  __typename?: 'ImportExpenseLinesPayload';
  /** Lines created. */
  created: Scalars['Int']['output'];
  /** Rows refused. */
  failed: Scalars['Int']['output'];
  /** Every row's outcome, by row number. */
  results: Array<ExpenseImportResult>;
};

/** The speaker to inactivate. */
export type InactivateSpeakerInput = {
  /** Global id of the speaker. */
  id: Scalars['ID']['input'];
};

/** Another tenant instance of the same user. */
export type Instance = {
  __typename?: 'Instance';
  /** URL of that tenant's client. */
  clientUrl?: Maybe<Scalars['String']['output']>;
  /** Tenant id. */
  id: Scalars['String']['output'];
  /** Tenant name. */
  name: Scalars['String']['output'];
  /** Whether it is the current one. */
  selected: Scalars['Boolean']['output'];
};

/** Where an event takes place (spec 000 §4). */
export type LocationType =
  /** In-Office: at the office of the hosting healthcare professional (`in-office`). */
  | 'in-office'
  /** In-Venue: at the event's venue (`in-venue`). */
  | 'in-venue'
  /** Out-of-Office: away from an office, not at a venue (`out-of-office`). */
  | 'out-of-office'
  /** Virtual: online (`virtual`). */
  | 'virtual';

/** How the conditions of a rule group combine. */
export type LogicOperator =
  /** Every condition holds. */
  | 'AND'
  /** At least one condition holds. */
  | 'OR';

/** Credentials for `login`. */
export type LoginInput = {
  /** E-mail. */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
};

/** Result of signing in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Short-lived access token (send as Bearer). */
  accessToken: Scalars['String']['output'];
  /** Refresh token (works once). */
  refreshToken: Scalars['String']['output'];
  /** The signed-in user. */
  viewer?: Maybe<Viewer>;
};

/** Result of signing out. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true once the session is revoked. */
  ok: Scalars['Boolean']['output'];
};

/** A message's state in the delivery ledger. */
export type MailStatus =
  /** Its cause went away before it was sent. */
  | 'cancelled'
  /** A permanent error, or too many temporary ones. */
  | 'failed'
  /** Found past its time (a reminder that would come too late): not sent. */
  | 'missed'
  /** Waiting for its time. */
  | 'queued'
  /** Being handed over by a worker. */
  | 'sending'
  /** Handed to the SMTP server, or put in the built-in mailbox. */
  | 'sent'
  /** Held back: the address unsubscribed or bounced. */
  | 'suppressed';

/** How many of an event's messages are in a status. */
export type MailStatusCount = {
  __typename?: 'MailStatusCount';
  /** Messages of the event in it (0 when none). */
  count: Scalars['Int']['output'];
  /** The status. */
  status: MailStatus;
};

/** Where a sent message went. */
export type MailTransport =
  /** The built-in mailbox (no `SMTP_URL`). */
  | 'mailbox'
  /** A real SMTP server (`SMTP_URL`). */
  | 'smtp';

/** Map drawing settings of the web app. */
export type MapSettings = {
  __typename?: 'MapSettings';
  /** Attribution text of the tile server. */
  attribution?: Maybe<Scalars['String']['output']>;
  /** Tile URL template (`{z}/{x}/{y}`), from the BFF's `MAP_TILE_URL`; null draws the marker on a plain background. */
  tileUrl?: Maybe<Scalars['String']['output']>;
  /** Zoom level of event maps. */
  zoom: Scalars['Int']['output'];
};

/** Meal served at a live event. */
export type MealType =
  /** Breakfast (`breakfast`). */
  | 'breakfast'
  /** Dinner (`dinner`). */
  | 'dinner'
  /** Light refreshments (snack) (`light-refreshments`). */
  | 'light-refreshments'
  /** Lunch (`lunch`). */
  | 'lunch'
  /** No meal (`no-meal`). */
  | 'no-meal';

/** The group to move. */
export type MoveResourceGroupInput = {
  /** Up or down. */
  direction: ResourceGroupMove;
  /** Global id. */
  id: Scalars['ID']['input'];
};

/** Result of a move. */
export type MoveResourceGroupPayload = {
  __typename?: 'MoveResourceGroupPayload';
  /** Every group in its new order. */
  resourceGroups: Array<ResourceGroup>;
};

/** Entry points for writing. Each takes one `input` and answers a payload. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds days a speaker cannot speak; a day with one of the speaker's events refuses the whole request (`CONFLICT` 'Unable to set blackout date with conflicting event'). */
  addBlackoutDates?: Maybe<AddBlackoutDatesPayload>;
  /** Calculates and saves a check ('Check added successfully'); an amount that differs from the service's calculation is refused. */
  addCheck?: Maybe<AddCheckPayload>;
  /** Adds a chart to a dashboard (SystemAdmin only): the widths left out are 12, the order left out the last. */
  addDashboardChart?: Maybe<DashboardChartPayload>;
  /** Adds an expense line to an event, for one of its speakers or the whole event. */
  addExpenseLine?: Maybe<ExpenseLinePayload>;
  /** Moves a resource to the group named 'Archived'. */
  archiveResource?: Maybe<ResourcePayload>;
  /** Assigns a resource to speakers or unassigns it. */
  assignResource?: Maybe<AssignResourcePayload>;
  /** Assigns a program to all speakers, the speakers of its topic or selected speakers ('Training assigned'). */
  assignTraining?: Maybe<AssignTrainingPayload>;
  /**
   * Sets a new password for the signed-in user (the change-password mode); needs the current password
   * (a wrong one is `BAD_USER_INPUT` and counts as a failed sign-in). Refused (`FORBIDDEN`) while an
   * admin impersonates a speaker. Every other session of the user ends; this one goes on with new tokens.
   */
  changePassword: LoginPayload;
  /** Tenant Configuration: a role gets exactly the grants of another role. */
  copyRolePermissions?: Maybe<TenantConfigurationPayload>;
  /** Creates a contract of a speaker, with its contract and W9 files (uploaded first through `/uploads/protected`), in one write. */
  createContract?: Maybe<ContractPayload>;
  /** Creates an email series with its templates in one write. */
  createEmailSeries?: Maybe<EmailSeriesPayload>;
  /** Creates an email template. */
  createEmailTemplate?: Maybe<EmailTemplatePayload>;
  /** Creates an event. */
  createEvent?: Maybe<CreateEventPayload>;
  /**
   * Adds an attendee to an event (Add Attendee: 'Successfully created'): the attendee (an e-mail the tenant knows
   * reuses that attendee), the attendance and the answers in one write. Refused fields and answers come back as
   * `fieldErrors`; an attendee already in the event is `CONFLICT`.
   */
  createEventAttendance?: Maybe<EventAttendanceFormPayload>;
  /** Creates a field rep. */
  createFieldRep?: Maybe<FieldRepPayload>;
  /** Adds a custom profile field to a group. */
  createProfileField?: Maybe<ProfileConfigurationPayload>;
  /** Adds a custom profile group (a name already used is `CONFLICT`). */
  createProfileGroup?: Maybe<ProfileConfigurationPayload>;
  /** Creates a registration page template with its questions in one write. */
  createRegistrationTemplate?: Maybe<RegistrationTemplatePayload>;
  /** Creates a resource from an uploaded file (`POST /uploads/resource`) or an https link. */
  createResource?: Maybe<ResourcePayload>;
  /** Creates a resource group (weight: the highest plus 1). */
  createResourceGroup?: Maybe<ResourceGroupPayload>;
  /** Creates a speaker. */
  createSpeaker?: Maybe<CreateSpeakerPayload>;
  /** Creates the login of a speaker (spec 001 §5): a Speaker-role user with no attendee e-mails and no password login; an e-mail of a removed user restores that user. */
  createSpeakerLogin?: Maybe<CreateSpeakerLoginPayload>;
  /** Creates a survey template with its questions and skip logic in one write ('Successfully created'). */
  createSurveyTemplate?: Maybe<SurveyTemplatePayload>;
  /** Creates a training program (the wizard's Create step; a video program names its uploaded video). */
  createTrainingProgram?: Maybe<TrainingProgramPayload>;
  /** Creates a user, or restores the removed user of that e-mail ('Successfully created a new user' / 'User with email {email} was restored.'). */
  createUser?: Maybe<CreateUserPayload>;
  /** Creates a venue ('Successfully created'). */
  createVenue?: Maybe<VenuePayload>;
  /** Deletes a blackout date ('Unable to find blackout date to delete' when missing). */
  deleteBlackoutDate?: Maybe<DeleteBlackoutDatePayload>;
  /** Deletes a check (it leaves the table; the record stays with its deletion time). */
  deleteCheck?: Maybe<DeleteCheckPayload>;
  /** Deletes a contract. */
  deleteContract?: Maybe<DeleteContractPayload>;
  /** Deletes a contract's contract or W9 file; the contract stays. */
  deleteContractFile?: Maybe<DeleteContractFilePayload>;
  /** Deletes a chart config (SystemAdmin only); the later charts of its dashboard move up. */
  deleteDashboardChart?: Maybe<DeleteDashboardChartPayload>;
  /** Deletes an email series and its templates (a platform series is refused); its events keep no series. */
  deleteEmailSeries?: Maybe<DeleteEmailSeriesPayload>;
  /** Deletes an email template. */
  deleteEmailTemplate?: Maybe<DeleteEmailTemplatePayload>;
  /** Deletes event attendances with their answers, all or nothing ('Successfully deleted'). */
  deleteEventAttendances?: Maybe<DeleteEventAttendancesPayload>;
  /** Deletes events, all or none. */
  deleteEvents?: Maybe<DeleteEventsPayload>;
  /** Deletes an expense line; a check's Honoraria line is refused. */
  deleteExpenseLine?: Maybe<DeleteExpenseLinePayload>;
  /** Deletes a field rep. */
  deleteFieldRep?: Maybe<DeleteFieldRepPayload>;
  /** Removes a custom profile field with its values. */
  deleteProfileField?: Maybe<ProfileConfigurationPayload>;
  /** Removes a custom profile group with its fields and values (a locked group is `CONFLICT`). */
  deleteProfileGroup?: Maybe<ProfileConfigurationPayload>;
  /** Deletes a resource. */
  deleteResource?: Maybe<DeleteResourcePayload>;
  /** Deletes a group and every resource in it. */
  deleteResourceGroup?: Maybe<DeleteResourceGroupPayload>;
  /** Deletes a speaker with their contracts, contract address and blackout dates; their user keeps existing without the link. */
  deleteSpeaker?: Maybe<DeleteSpeakerPayload>;
  /** Deletes a survey template with all related questions and responses ('Survey template deleted'). */
  deleteSurveyTemplate?: Maybe<DeleteSurveyTemplatePayload>;
  /** Removes a training's completion certificate ('Training completion certificate deleted successfully'). */
  deleteTrainingCertificate?: Maybe<SpeakerTrainingPayload>;
  /** Deletes a training program with its trainings ('Deleted training program'). */
  deleteTrainingProgram?: Maybe<DeleteTrainingProgramPayload>;
  /** Deletes the uploaded video of a video program with its file ('Deleted training video'): the program stays without a video; unfinished trainings lose their progress, completed ones keep their certificate. */
  deleteTrainingVideo?: Maybe<TrainingProgramPayload>;
  /** Removes a user (kept for a restore); their sessions end. */
  deleteUser?: Maybe<DeleteUserPayload>;
  /** Deletes a venue; one that events use is refused (`CONFLICT`, naming the events). */
  deleteVenue?: Maybe<DeleteVenuePayload>;
  /**
   * Imports a batch of at most 500 CSV rows into one event (Import Attendees): one transaction, a result per row (a
   * refused row writes nothing and stops no other). The dialog sends a file's rows in batches one after another.
   */
  importAttendees?: Maybe<ImportAttendeesPayload>;
  /**
   * Creates events from CSV lines (at most 1000 per call; the import dialog sends batches of 500). Every
   * line is validated; the valid ones are created together (no survey, no registration page) and each
   * line answers its event or its messages, e.g. 'zone is missing on line 4', 'Invalid timezone on line 5'.
   */
  importEvents?: Maybe<ImportEventsPayload>;
  /** Imports expense lines from a spreadsheet's rows: the valid rows are created, the others reported with their messages. */
  importExpenseLines?: Maybe<ImportExpenseLinesPayload>;
  /** Inactivates a speaker: their user is then signed out to Speaker Inactivated ('Speaker {id} is inactive'). */
  inactivateSpeaker?: Maybe<SpeakerPayload>;
  /** Signs in with e-mail and password. Sets the session cookie for browsers. */
  login: LoginPayload;
  /** Signs out and revokes the session server side. */
  logout: LogoutPayload;
  /** Swaps a group's weight with its neighbour's (one transaction); answers the groups in their new order. */
  moveResourceGroup?: Maybe<MoveResourceGroupPayload>;
  /** Reactivates an inactive speaker. */
  reactivateSpeaker?: Maybe<SpeakerPayload>;
  /** Exchanges a refresh token (or the session cookie) for a new access token; a refresh token works once. */
  refreshSession: RefreshSessionPayload;
  /** Tenant Configuration: Refresh Tenant ('Successfully refreshed tenant's metadata'). */
  refreshTenant?: Maybe<TenantConfigurationPayload>;
  /**
   * Registers a person for an event on its public registration page (no sign-in): creates the attendee of a new
   * e-mail (a known one's stays as it is) and the event attendance (status registered); an e-mail registered
   * already gets the same answer and an e-mail saying so. Refusals per field in `fieldErrors`; 'This event has
   * been cancelled', 'Registration is closed' and 'This event has already taken place' are `CONFLICT`, too many
   * submissions from one address `TOO_MANY_REQUESTS`.
   */
  register: RegisterPayload;
  /**
   * E-mails a one-use link to choose a new password (`/reset-password?token=…`, valid 60 minutes); the
   * current password keeps working until the link is used. The same answer for an unknown e-mail. At most
   * 3 requests per e-mail and 10 per client address in 15 minutes, else `TOO_MANY_REQUESTS`.
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /**
   * Sends an attendee an e-mail of the event's series again (Resend Email Notification: 'Email notification
   * successfully sent.'). Refused (`BAD_USER_INPUT`) unless the event has an email series and the attendance is subscribed.
   */
  resendAttendeeEmail?: Maybe<ResendAttendeeEmailPayload>;
  /**
   * Sets a new password with the link's token of `requestPasswordReset` (or of an account set-up an admin
   * sent): the token works once; every session of the user ends. Sign in with the new password afterwards.
   * An unknown, used or expired token answers `BAD_USER_INPUT`.
   */
  resetPassword: ResetPasswordPayload;
  /** Spec 002 §2.14: saves what a designer made (the legacy builder's HTML, or Designer V2's blocks rendered by the service with MJML). A template made in the other designer needs `confirmConversion` (else the service's 409 message). */
  saveEmailTemplateDesign?: Maybe<EmailTemplatePayload>;
  /** Tenant Configuration: one role's hidden fields of one entity ('Successfully updated entity hidden fields'). */
  saveEntityHiddenFields?: Maybe<SaveEntityHiddenFieldsPayload>;
  /** Tenant Configuration: the whole list of expense filtering rules ('Successfully updated expense filtering rules'). */
  saveExpenseFilteringRules?: Maybe<TenantConfigurationPayload>;
  /** Tenant Configuration: saves the feature flags that changed ('Updated feature flags. Please wait...'). */
  saveFeatureFlags?: Maybe<TenantConfigurationPayload>;
  /** Saves the whole fee structure ('Fee structure saved'); a question or option with its id is kept, one without is new, one left out is deleted. */
  saveFeeStructure?: Maybe<FeeStructurePayload>;
  /** Tenant Configuration: all grants of one role at once ('Successfully updated permissions'). */
  saveRolePermissions?: Maybe<TenantConfigurationPayload>;
  /**
   * Saves the custom profile configuration in one write, all or nothing (Save Changes): removals, new groups and fields,
   * and every change; any refusal (`CONFLICT` for a locked group, a taken name or a used field's type) changes nothing.
   */
  saveSpeakerProfileConfiguration?: Maybe<ProfileConfigurationPayload>;
  /** Saves a speaker's custom profile values (created or replaced per field, in one write); a group disabled for the role is `FORBIDDEN`. */
  saveSpeakerProfileValues?: Maybe<SpeakerPayload>;
  /** Tenant Configuration: turns products on or off for the tenant ('Successfully updated products. Please wait...'). */
  saveTenantProducts?: Maybe<TenantConfigurationPayload>;
  /** The player saves the signed-in speaker's progress; `completed` is the attestation's Confirm. */
  saveTrainingVideoProgress?: Maybe<SpeakerTrainingPayload>;
  /** E-mails the user a one-use link to set up or reset their password (the user form's Setup / Reset Password). */
  sendUserPasswordLink?: Maybe<SendUserPasswordLinkPayload>;
  /** Sets a speaker's contract address: creates it when the speaker has none, else updates it. */
  setContractAddress?: Maybe<SetContractAddressPayload>;
  /** Sets one status on every given event attendance, all or nothing ('Successfully updated status for the selected Attendees'). */
  setEventAttendanceStatus?: Maybe<SetEventAttendanceStatusPayload>;
  /** Saves a speaker's rates, a value for every option of the structure ('Speaker fee rates saved successfully'). */
  setSpeakerFees?: Maybe<SpeakerFeesPayload>;
  /** Sets or removes a speaker's liaison. */
  setSpeakerLiaison?: Maybe<SpeakerPayload>;
  /**
   * Submits a response to a public survey (no sign-in). Answers the service's refusal per question in
   * `fieldErrors` (the page shows each under its question); a closed survey ('This survey is closed') or a
   * cancelled event ('This event has been cancelled') is `CONFLICT`, too many submissions from one address
   * `TOO_MANY_REQUESTS`.
   */
  submitSurveyResponse: SubmitSurveyResponsePayload;
  /** Spec 002 §2.13 and §7 `POST email-templates/trigger-email`: sends a template now to its recipients (Admin, SystemAdmin and ClientSpeakerPortalAdmin). A refusal is in `error` ('Error: {message}' on the screen). */
  triggerEmail: TriggerEmailPayload;
  /** Removes a speaker's training of a program ('Speaker training removed'). */
  unassignTraining?: Maybe<UnassignTrainingPayload>;
  /** Updates the fields of a contract the client sent; a file sent replaces the current one. */
  updateContract?: Maybe<ContractPayload>;
  /** Saves a chart config again, whole (SystemAdmin only); a new order moves the chart, the others of its dashboard close up. */
  updateDashboardChart?: Maybe<DashboardChartPayload>;
  /** Replaces an email series' name and templates in one write (a stored template left out is deleted). */
  updateEmailSeries?: Maybe<EmailSeriesPayload>;
  /** Replaces an email template's fields. */
  updateEmailTemplate?: Maybe<EmailTemplatePayload>;
  /** Updates an event's form fields. */
  updateEvent?: Maybe<UpdateEventPayload>;
  /**
   * Saves the attendee form of an attendance (Edit Attendee: 'Successfully updated'): the attendee, status,
   * subscriptions and answers (replaced) in one write. An e-mail of another attendee, or an attendee changed by
   * someone else since the form loaded it (`original*`), is `CONFLICT`.
   */
  updateEventAttendance?: Maybe<EventAttendanceFormPayload>;
  /** Saves an expense line again, whole; a check's Honoraria line is refused (change the check in the Speaker Fee Calculator). */
  updateExpenseLine?: Maybe<ExpenseLinePayload>;
  /** Updates a field rep. */
  updateFieldRep?: Maybe<FieldRepPayload>;
  /** Changes several custom profile fields in one write, all or nothing. */
  updateProfileFields?: Maybe<ProfileConfigurationPayload>;
  /** Changes several custom profile groups in one write, all or nothing. */
  updateProfileGroups?: Maybe<ProfileConfigurationPayload>;
  /** Replaces a registration page template's fields and questions in one write, all or nothing (questions kept by ref keep their ids and answers). */
  updateRegistrationTemplate?: Maybe<RegistrationTemplatePayload>;
  /** Changes a resource's fields (those given). */
  updateResource?: Maybe<ResourcePayload>;
  /** Renames a group or changes its URL (something must change). */
  updateResourceGroup?: Maybe<ResourceGroupPayload>;
  /** Updates the fields of a speaker the client sent (the cards save their changed fields only). */
  updateSpeaker?: Maybe<SpeakerPayload>;
  /** 'Mark Completions': ticks (completion now, certificate written) or unticks a training; also the due date. */
  updateSpeakerTraining?: Maybe<SpeakerTrainingPayload>;
  /**
   * Replaces a survey template's fields, questions and skip logic in one write, all or nothing. Questions kept by
   * ref keep their ids and answers; questions left out are deleted with their answers.
   */
  updateSurveyTemplate?: Maybe<SurveyTemplatePayload>;
  /** Tenant Configuration: renames the tenant ('Successfully updated tenant. Please wait...'). */
  updateTenantName?: Maybe<TenantConfigurationPayload>;
  /** Updates a training program's name, type, topic and expiration (inline edit and Edit). */
  updateTrainingProgram?: Maybe<TrainingProgramPayload>;
  /** Replaces every field of a user ('Successfully updated the user'); a new role ends the user's sessions. */
  updateUser?: Maybe<UpdateUserPayload>;
  /** Replaces every field of a venue ('Successfully updated'). */
  updateVenue?: Maybe<VenuePayload>;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationAddBlackoutDatesArgs = {
  input: AddBlackoutDatesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationAddCheckArgs = {
  input: AddCheckInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationAddDashboardChartArgs = {
  input: AddDashboardChartInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationAddExpenseLineArgs = {
  input: AddExpenseLineInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationArchiveResourceArgs = {
  input: ArchiveResourceInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationAssignResourceArgs = {
  input: AssignResourceInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationAssignTrainingArgs = {
  input: AssignTrainingInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCopyRolePermissionsArgs = {
  input: CopyRolePermissionsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateContractArgs = {
  input: CreateContractInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateEmailSeriesArgs = {
  input: CreateEmailSeriesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateEmailTemplateArgs = {
  input: CreateEmailTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateEventAttendanceArgs = {
  input: CreateEventAttendanceInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateFieldRepArgs = {
  input: CreateFieldRepInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateProfileFieldArgs = {
  input: CreateProfileFieldInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateProfileGroupArgs = {
  input: CreateProfileGroupInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateRegistrationTemplateArgs = {
  input: CreateRegistrationTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateResourceArgs = {
  input: CreateResourceInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateResourceGroupArgs = {
  input: CreateResourceGroupInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateSpeakerArgs = {
  input: CreateSpeakerInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateSpeakerLoginArgs = {
  input: CreateSpeakerLoginInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateSurveyTemplateArgs = {
  input: CreateSurveyTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateTrainingProgramArgs = {
  input: CreateTrainingProgramInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationCreateVenueArgs = {
  input: CreateVenueInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteBlackoutDateArgs = {
  input: DeleteBlackoutDateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteCheckArgs = {
  input: DeleteCheckInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteContractArgs = {
  input: DeleteContractInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteContractFileArgs = {
  input: DeleteContractFileInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteDashboardChartArgs = {
  input: DeleteDashboardChartInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteEmailSeriesArgs = {
  input: DeleteEmailSeriesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteEmailTemplateArgs = {
  input: DeleteEmailTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteEventAttendancesArgs = {
  input: DeleteEventAttendancesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteEventsArgs = {
  input: DeleteEventsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteExpenseLineArgs = {
  input: DeleteExpenseLineInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteFieldRepArgs = {
  input: DeleteFieldRepInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteProfileFieldArgs = {
  input: DeleteProfileFieldInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteProfileGroupArgs = {
  input: DeleteProfileGroupInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteResourceArgs = {
  input: DeleteResourceInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteResourceGroupArgs = {
  input: DeleteResourceGroupInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteSpeakerArgs = {
  input: DeleteSpeakerInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteSurveyTemplateArgs = {
  input: DeleteSurveyTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteTrainingCertificateArgs = {
  input: DeleteTrainingCertificateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteTrainingProgramArgs = {
  input: DeleteTrainingProgramInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteTrainingVideoArgs = {
  input: DeleteTrainingVideoInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteUserArgs = {
  input: DeleteUserInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationDeleteVenueArgs = {
  input: DeleteVenueInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationImportAttendeesArgs = {
  input: ImportAttendeesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationImportEventsArgs = {
  input: ImportEventsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationImportExpenseLinesArgs = {
  input: ImportExpenseLinesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationInactivateSpeakerArgs = {
  input: InactivateSpeakerInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationMoveResourceGroupArgs = {
  input: MoveResourceGroupInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationReactivateSpeakerArgs = {
  input: ReactivateSpeakerInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationRefreshSessionArgs = {
  input?: InputMaybe<RefreshSessionInput>;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationResendAttendeeEmailArgs = {
  input: ResendAttendeeEmailInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveEmailTemplateDesignArgs = {
  input: SaveEmailTemplateDesignInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveEntityHiddenFieldsArgs = {
  input: SaveEntityHiddenFieldsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveExpenseFilteringRulesArgs = {
  input: SaveExpenseFilteringRulesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveFeatureFlagsArgs = {
  input: SaveFeatureFlagsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveFeeStructureArgs = {
  input: SaveFeeStructureInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveRolePermissionsArgs = {
  input: SaveRolePermissionsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveSpeakerProfileConfigurationArgs = {
  input: SaveSpeakerProfileConfigurationInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveSpeakerProfileValuesArgs = {
  input: SaveSpeakerProfileValuesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveTenantProductsArgs = {
  input: SaveTenantProductsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSaveTrainingVideoProgressArgs = {
  input: SaveTrainingVideoProgressInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSendUserPasswordLinkArgs = {
  input: SendUserPasswordLinkInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSetContractAddressArgs = {
  input: SetContractAddressInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSetEventAttendanceStatusArgs = {
  input: SetEventAttendanceStatusInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSetSpeakerFeesArgs = {
  input: SetSpeakerFeesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSetSpeakerLiaisonArgs = {
  input: SetSpeakerLiaisonInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationSubmitSurveyResponseArgs = {
  input: SubmitSurveyResponseInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationTriggerEmailArgs = {
  input: EmailTriggerInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUnassignTrainingArgs = {
  input: UnassignTrainingInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateContractArgs = {
  input: UpdateContractInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateDashboardChartArgs = {
  input: UpdateDashboardChartInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateEmailSeriesArgs = {
  input: UpdateEmailSeriesInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateEmailTemplateArgs = {
  input: UpdateEmailTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateEventArgs = {
  input: UpdateEventInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateEventAttendanceArgs = {
  input: UpdateEventAttendanceInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateExpenseLineArgs = {
  input: UpdateExpenseLineInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateFieldRepArgs = {
  input: UpdateFieldRepInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateProfileFieldsArgs = {
  input: UpdateProfileFieldsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateProfileGroupsArgs = {
  input: UpdateProfileGroupsInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateRegistrationTemplateArgs = {
  input: UpdateRegistrationTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateResourceArgs = {
  input: UpdateResourceInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateResourceGroupArgs = {
  input: UpdateResourceGroupInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateSpeakerArgs = {
  input: UpdateSpeakerInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateSpeakerTrainingArgs = {
  input: UpdateSpeakerTrainingInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateSurveyTemplateArgs = {
  input: UpdateSurveyTemplateInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateTenantNameArgs = {
  input: UpdateTenantNameInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateTrainingProgramArgs = {
  input: UpdateTrainingProgramInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


/** Entry points for writing. Each takes one `input` and answers a payload. */
export type MutationUpdateVenueArgs = {
  input: UpdateVenueInput;
};

/** An object with a global id; fetch any of them with `node(id:)`. */
export type Node = {
  /** The global id (type name and internal id, base64). */
  id: Scalars['ID']['output'];
};

/** The text typed into a chosen open choice. */
export type OpenText = {
  __typename?: 'OpenText';
  /** The choice's ref. */
  choiceRef: Scalars['String']['output'];
  /** The text. */
  text: Scalars['String']['output'];
};

/** The text of an open choice ('Other: …'). */
export type OpenTextInput = {
  /** The open choice, by ref. */
  choiceRef: Scalars['String']['input'];
  /** What the person wrote. */
  text: Scalars['String']['input'];
};

/** Paging state of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether a next page exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether a previous page exists. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A date period. */
export type Period = {
  __typename?: 'Period';
  /** Start date. */
  from?: Maybe<Scalars['LocalDate']['output']>;
  /** End date. */
  to?: Maybe<Scalars['LocalDate']['output']>;
};

/** A period of dates in a timezone. */
export type PeriodInput = {
  /** From date. */
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  /** IANA timezone, default US/Central. */
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** To date (inclusive). */
  to?: InputMaybe<Scalars['LocalDate']['input']>;
};

/** An action on an entity. */
export type PermissionAction =
  /** Create rows (`create`). */
  | 'create'
  /** Delete rows (`delete`). */
  | 'delete'
  /** Read rows (`read`). */
  | 'read'
  /** Change rows (`update`). */
  | 'update';

/** A product area of the application. */
export type Product =
  /** Reporting dashboards (`dashboard`). */
  | 'dashboard'
  /** The reduced event area (`event-management`). */
  | 'event-management'
  /** The management product (`hive`). */
  | 'hive'
  /** The speaker portal (`speaker-portal`). */
  | 'speaker-portal';

/** A product the user can open. */
export type ProductEntry = {
  __typename?: 'ProductEntry';
  /** If set, the product lives elsewhere and its card links out. */
  externalUrl?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The product. */
  product: Product;
};

/** A product turned on or off for the tenant. */
export type ProductToggle = {
  __typename?: 'ProductToggle';
  /** Whether it is on. */
  active: Scalars['Boolean']['output'];
  /** The product. */
  product: Product;
};

/** A product's new state. */
export type ProductToggleInput = {
  /** On or off. */
  active: Scalars['Boolean']['input'];
  /** The product. */
  product: Product;
};

/** Result of a change to the custom profile configuration: the whole configuration as it is now. */
export type ProfileConfigurationPayload = {
  __typename?: 'ProfileConfigurationPayload';
  /** Every group with its fields, in order. */
  configuration?: Maybe<Array<ProfileGroupConfig>>;
};

/** The changed fields of one custom field; left out stays as it is. */
export type ProfileFieldChangeInput = {
  /** Internal id of the field. */
  fieldId: Scalars['Int']['input'];
  /** Internal id of the group it moves to. */
  groupId?: InputMaybe<Scalars['Int']['input']>;
  /** Roles that do not see the field. */
  hiddenUserRoles?: InputMaybe<Array<Role>>;
  /** Field name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Field type (not once a speaker has a value). */
  type?: InputMaybe<ProfileFieldType>;
  /** Order in the group. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

/** A custom profile field as the configuration screen shows it. */
export type ProfileFieldConfig = {
  __typename?: 'ProfileFieldConfig';
  /** Internal id of its group. */
  groupId: Scalars['Int']['output'];
  /** Roles that do not see the field. */
  hiddenUserRoles: Array<Role>;
  /** Global id (`ProfileFieldConfig:<internal id>`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Field name. */
  name: Scalars['String']['output'];
  /** Field type (kept once a speaker has a value). */
  type: ProfileFieldType;
  /** Order in the group (from 1). */
  weight: Scalars['Int']['output'];
};

/** A field to create (no `fieldId`: `name` and `type` required) or change (only what is sent). */
export type ProfileFieldSaveInput = {
  /** Internal id of an existing field; left out for a new one. */
  fieldId?: InputMaybe<Scalars['Int']['input']>;
  /** Roles that do not see the field. */
  hiddenUserRoles?: InputMaybe<Array<Role>>;
  /** Field name (required for a new field). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Field type (required for a new field; not changed once a speaker has a value). */
  type?: InputMaybe<ProfileFieldType>;
  /** Order in the group. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

/** Type of a custom profile field. */
export type ProfileFieldType =
  /** Yes or no (`boolean`); the value is `1` or `0`. */
  | 'boolean'
  /** A date (`date`). */
  | 'date'
  /** A file: the URL an upload answered (`file`). */
  | 'file'
  /** A number (`number`). */
  | 'number'
  /** One line of text (`text`). */
  | 'text'
  /** Several lines of text (`textarea`). */
  | 'textarea';

/** The changed fields of one group; left out stays as it is. */
export type ProfileGroupChangeInput = {
  /** Roles that may not edit its values. */
  disabledUserRoles?: InputMaybe<Array<Role>>;
  /** The profile grid area of its card (null: none). */
  gridArea?: InputMaybe<Scalars['String']['input']>;
  /** Internal id of the group. */
  groupId: Scalars['Int']['input'];
  /** Roles that do not see the group. */
  hiddenUserRoles?: InputMaybe<Array<Role>>;
  /** Group name (not of a locked group). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Order among the groups. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

/** A custom profile group as the configuration screen shows it (system admin). */
export type ProfileGroupConfig = {
  __typename?: 'ProfileGroupConfig';
  /** Roles that see the group but may not edit its values. */
  disabledUserRoles: Array<Role>;
  /** The group's fields, in order. */
  fields: Array<ProfileFieldConfig>;
  /** The profile grid area the group's card takes, or null. */
  gridArea?: Maybe<Scalars['String']['output']>;
  /** Roles that do not see the group. */
  hiddenUserRoles: Array<Role>;
  /** Global id (`ProfileGroupConfig:<internal id>`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** The locked groups (Attachments, Speaker Bio) keep their name and cannot be removed. */
  locked: Scalars['Boolean']['output'];
  /** Group name (unique in the tenant). */
  name: Scalars['String']['output'];
  /** Order among the groups (from 1). */
  weight: Scalars['Int']['output'];
};

/** A group to create (no `groupId`: `name` required) or change (only what is sent), with its fields. */
export type ProfileGroupSaveInput = {
  /** Roles that may not edit its values. */
  disabledUserRoles?: InputMaybe<Array<Role>>;
  /** Fields to create or change in this group (an existing field listed here moves to it). */
  fields?: InputMaybe<Array<ProfileFieldSaveInput>>;
  /** The profile grid area of its card (null: none). */
  gridArea?: InputMaybe<Scalars['String']['input']>;
  /** Internal id of an existing group; left out for a new one. */
  groupId?: InputMaybe<Scalars['Int']['input']>;
  /** Roles that do not see the group. */
  hiddenUserRoles?: InputMaybe<Array<Role>>;
  /** Group name (required for a new group; not changed for a locked one). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Order among the groups. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

/** A speaker's custom profile value to save. */
export type ProfileValueInput = {
  /** Internal id of the field (`SpeakerProfileField.internalId`). */
  fieldId: Scalars['Int']['input'];
  /** The value as text (a number or date as text, a boolean as `1`/`0`, a file as the URL an upload answered); null or empty clears it. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** An image read by the server. */
export type ProxiedImage = {
  __typename?: 'ProxiedImage';
  /** Its content type (image/png or image/jpeg), from its bytes. */
  contentType: Scalars['String']['output'];
  /** A `data:` URL of the image, for previews. */
  dataUrl: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** An event as a public page shows it. */
export type PublicEvent = {
  __typename?: 'PublicEvent';
  /** End (registration pages). */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** Where it takes place as one line (venue and address, or the virtual location); null when not set. */
  location?: Maybe<Scalars['String']['output']>;
  /** Event ID (short name). */
  shortName: Scalars['String']['output'];
  /** Start. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** Title. */
  title?: Maybe<Scalars['String']['output']>;
  /** IANA timezone the page shows the times in. */
  zone?: Maybe<Scalars['String']['output']>;
};

/** Why a public page does not take answers; null while it is open. */
export type PublicPageClosed =
  /** The event is cancelled ('This event has been cancelled'): both pages. */
  | 'cancelled'
  /** The event's registration is closed ('Registration is closed'). */
  | 'closed'
  /** The survey's due time has passed ('This survey is closed'). */
  | 'due'
  /** The event has already taken place ('This event has already taken place'). */
  | 'past';

/** An event's public registration page. */
export type PublicRegistrationPage = {
  __typename?: 'PublicRegistrationPage';
  /** Why registrations are not taken (`CLOSED`, `PAST`); null while open. */
  closed?: Maybe<PublicPageClosed>;
  /** The event. */
  event: PublicEvent;
  /** The questions in order. */
  questions: Array<Question>;
  /** The template's texts and branding. */
  template: PublicRegistrationTemplate;
};

/** A registration template as its public page shows it. */
export type PublicRegistrationTemplate = {
  __typename?: 'PublicRegistrationTemplate';
  /** Banner (image URL; shown when branded). */
  banner?: Maybe<Scalars['String']['output']>;
  /** Brand colour 1. */
  brandColor1?: Maybe<Scalars['String']['output']>;
  /** Brand colour 2. */
  brandColor2?: Maybe<Scalars['String']['output']>;
  /** Whether the page shows the brand colours and banner. */
  branded: Scalars['Boolean']['output'];
  /** Consent text (sanitized HTML). */
  consentText?: Maybe<Scalars['String']['output']>;
  /** ISI text (sanitized HTML). */
  isiText?: Maybe<Scalars['String']['output']>;
  /** Whether the page offers the marketing opt-in. */
  marketingOptIn: Scalars['Boolean']['output'];
  /** Page name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Privacy policy link. */
  privacyPolicyLink?: Maybe<Scalars['String']['output']>;
};

/** A survey's public page. */
export type PublicSurvey = {
  __typename?: 'PublicSurvey';
  /** Why answers are not taken (`DUE`); null while open. */
  closed?: Maybe<PublicPageClosed>;
  /** The event. */
  event: PublicEvent;
  /** The questions in order. */
  questions: Array<Question>;
  /** The skip logic blocks in order. */
  skipLogic: Array<SkipLogicEntry>;
  /** The template's texts and looks. */
  template: PublicSurveyTemplate;
};

/** A survey template as its public page shows it. */
export type PublicSurveyTemplate = {
  __typename?: 'PublicSurveyTemplate';
  /** Consent text (sanitized HTML). */
  consentText?: Maybe<Scalars['String']['output']>;
  /** Internal id (the link's `surveyTemplateId`). */
  internalId: Scalars['Int']['output'];
  /** Whether the survey is anonymous (no name or e-mail asked). */
  isAnonymous: Scalars['Boolean']['output'];
  /** ISI text (sanitized HTML). */
  isiText?: Maybe<Scalars['String']['output']>;
  /** Language of the page. */
  language: SurveyLanguage;
  /** Logo (image URL). */
  logo?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Privacy policy link. */
  privacyPolicyLink?: Maybe<Scalars['String']['output']>;
};

/** What the login page may show of a tenant before sign-in. */
export type PublicTenant = {
  __typename?: 'PublicTenant';
  /** Tenant id (slug). */
  id: Scalars['String']['output'];
  /** Logo URL. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Tenant name, used as page title. */
  name: Scalars['String']['output'];
  /** Whether the second identity provider (Okta) button is shown. */
  oktaEnabled: Scalars['Boolean']['output'];
};

/** Entry points for reading. */
export type Query = {
  __typename?: 'Query';
  /**
   * Where the browser downloads the XLSX export of the checks (`/download/fees/export?…`, streamed from REST `GET
   * fees/export` with the session): those matching the search, in the table's order. Columns hidden from the caller's
   * role are left out.
   */
  checkExportUrl: Scalars['String']['output'];
  /** The checks, paged, newest first unless sorted (the Speaker Fee Calculator's table). */
  checks?: Maybe<CheckConnection>;
  /** The tenant chosen by the request's host name or `x-tenant-id`, readable before sign-in (login page). */
  currentTenant?: Maybe<PublicTenant>;
  /**
   * A dashboard's charts' data (spec 002 §2.18, one REST call `GET dashboard/{category}`): every chart the dashboard
   * offers, aggregated in SQL over the events the caller reaches (a field rep's own). A chart grouping by a field hidden
   * from the caller's role has no data and says so in `unavailable`.
   */
  dashboard: Dashboard;
  /** The configured charts (spec 002 §2.19), by dashboard then order; of one dashboard when `category` is given. */
  dashboardCharts: Array<DashboardChart>;
  /**
   * Where the browser downloads a dashboard's XLSX export (`/download/dashboard/{category}/export?…`, streamed from
   * REST `GET dashboard/{category}/export` with the session): the list's rows with the filters applied, in its order;
   * columns hidden from the caller's role left out.
   */
  dashboardExportUrl: Scalars['String']['output'];
  /** A dashboard's list mode (`GET dashboard/{category}/list`): the rows behind its charts, sortable and paged. */
  dashboardRows?: Maybe<DashboardRowConnection>;
  /** Designer V2's live preview (`POST email-templates/{id}/design/preview`): the e-mail HTML of the blocks as they stand, rendered as a save would render them at the template's width; nothing is saved. What a save would refuse (a variable the template's type cannot use) is in `error`. */
  emailDesignPreview: EmailDesignPreview;
  /** A template text (body, subject…) rendered with sample values: what its variables and conditional blocks print. */
  emailPlaceholderPreview?: Maybe<Scalars['String']['output']>;
  /** Spec 002 §2.13 and §7 `GET email-templates/email-preview`: the message a manual send would send now, rendered with the real data of the attendance, event, speaker or training given. A refusal (a missing choice, a record not found) is in `error`. */
  emailPreview: EmailPreview;
  /** Email series (the Email Series list, the event form and the event filters). */
  emailSeries?: Maybe<EmailSeriesConnection>;
  /** One email series by its internal id, with its templates; null when missing or of another tenant. */
  emailSeriesById?: Maybe<EmailSeries>;
  /** One email template by its internal id; null when missing or of another tenant. */
  emailTemplate?: Maybe<EmailTemplate>;
  /** The 30 email template types (spec 002 §3), or those of one product. */
  emailTemplateTypes: Array<EmailTemplateType>;
  /** The variables a template may insert (label and liquid value), all or those a type's templates may use. */
  emailTemplateVariables: Array<EmailTemplateVariable>;
  /** Email templates (the Email Template List). */
  emailTemplates?: Maybe<EmailTemplateConnection>;
  /** The hidden fields of one entity for one role (the Entity Hidden Fields card). */
  entityHiddenFields?: Maybe<Array<Scalars['String']['output']>>;
  /** One event by its internal id. */
  event?: Maybe<Event>;
  /**
   * One event attendance as the attendee form edits it (Edit Attendee: `/attendee/edit/{attendeeId}/event/{eventId}`);
   * null when missing or out of the caller's reach ('Cannot find attendee for this event.'). Its answers:
   * `eventAttendanceResponses` (the same REST call).
   */
  eventAttendance?: Maybe<EventAttendance>;
  /**
   * Where the browser downloads the XLSX export of event attendances (`/download/attendees/export?…`, streamed from
   * REST `GET attendees/export` with the session): the attendances named by `ids` (Export Selected), else those
   * matching the search and filters (Export Filtered, Export All), in the list's order. Columns hidden from the caller's
   * role are left out; no cell starts a formula.
   */
  eventAttendanceExportUrl: Scalars['String']['output'];
  /** The answers to the event's registration questions of one attendance (the attendee form's Additional Questions). */
  eventAttendanceResponses?: Maybe<Array<AttendanceResponse>>;
  /** Event attendances of the tenant, paged (Attendee Management); a speaker or field rep sees those of their events. */
  eventAttendances?: Maybe<EventAttendanceConnection>;
  /**
   * Where the browser downloads the XLSX export of events (`/download/events/export?…`, streamed from
   * REST `GET events/export` with the session): the events named by `ids` (Selected), else those matching
   * the list's search and filters (Filtered, or All without any), in the list's order. Columns hidden from
   * the caller's role are left out.
   */
  eventExportUrl: Scalars['String']['output'];
  /** Events of the tenant, paged. Use `first`/`after` for cursors, or `page` with `first` for numbered table pages. */
  events?: Maybe<EventConnection>;
  /**
   * Where the browser downloads the XLSX export of Financials (`/download/expenses/export?…`, streamed from REST `GET
   * expenses/export` with the session): a row per line of the rows matching the search and filters, in the table's order.
   * Columns hidden from the caller's role are left out, and a speaker's export has no speaker column.
   */
  expenseExportUrl: Scalars['String']['output'];
  /** Financials (spec 002 §2.16): a row per event and speaker (plus one per event for its event-wide lines), with its lines; newest event first unless sorted. A speaker-role caller gets only their own rows. */
  expenses?: Maybe<ExpenseRowConnection>;
  /** The fee structure (Edit Fee Structure, Calculate Check): its questions in calculation order. Needs the Fee Calculator flag. */
  feeStructure?: Maybe<FeeStructure>;
  /** Field reps (event owners / main contacts). */
  fieldReps?: Maybe<FieldRepConnection>;
  /** Where an address is (the event form's venue and location maps). Null when it cannot be placed. Give a zip, or a city and a state. */
  geocode?: Maybe<GeoPoint>;
  /** How the web app draws maps (tile server). */
  mapSettings: MapSettings;
  /** Fetches any object by its global id. Another tenant's id answers exactly like a missing id: null. */
  node?: Maybe<Node>;
  /** Fetches objects by global ids, in order; missing ones are null. */
  nodes: Array<Maybe<Node>>;
  /** An image at a URL, read by the server (REST `GET /proxy-image`), for previews in the Add Image dialog. */
  proxyImage?: Maybe<ProxiedImage>;
  /**
   * An event's registration page as its public page `/r/<event ID>` shows it (no sign-in; the tenant is the
   * host's). Records one view for the analytics (unique per `visitor`). Null when the event does not exist in this
   * tenant or has no registration page.
   */
  publicRegistrationPage?: Maybe<PublicRegistrationPage>;
  /**
   * A survey as its public page shows it (no sign-in; the tenant is the host's). Null when the template is not
   * attached to that event, the event has its survey turned off, or either does not exist in this tenant.
   */
  publicSurvey?: Maybe<PublicSurvey>;
  /** The choice presets a select question may take (choosing one replaces the manual choices). */
  questionPresets: Array<QuestionPreset>;
  /** The question types with the comparators a rule may use on each (the question builder's type select and rule rows). */
  questionTypes: Array<QuestionTypeInfo>;
  /** The tenant's regions (the speaker form's region select). */
  regions?: Maybe<Array<Region>>;
  /** One registration page template by its internal id, with its questions; null when missing or of another tenant. */
  registrationTemplate?: Maybe<RegistrationTemplate>;
  /** Registration page templates of the tenant (the Registration Page Templates list, the event form's registration select). */
  registrationTemplates?: Maybe<RegistrationTemplateConnection>;
  /** One resource the caller reaches. */
  resource?: Maybe<Resource>;
  /** The speakers offered by Assign Resource for one resource, paged, with whether each has it. */
  resourceAssignees?: Maybe<ResourceAssigneeConnection>;
  /** Where the browser downloads the XLSX export of the resources matching the arguments (Export All). */
  resourceExportUrl: Scalars['String']['output'];
  /** One resource group (the resource group page). */
  resourceGroup?: Maybe<ResourceGroup>;
  /** The tenant's resource groups, sorted by weight (Resource Groups, the resource dialogs' group select). */
  resourceGroups: Array<ResourceGroup>;
  /** The speakers' specialties (the Assign Resource specialty filter). */
  resourceSpecialties: Array<Scalars['String']['output']>;
  /** The resources the caller reaches (a speaker: their own), paged (Resources). */
  resources?: Maybe<ResourceConnection>;
  /** Every role with its name from the server's mapping. */
  roleNames: Array<RoleName>;
  /** The delivery ledger, newest first: every message the product sent, schedules or held back (the Sent mail screen). System admins only. */
  sentMail?: Maybe<SentMailConnection>;
  /** One message of the ledger with its body; null when missing or of another tenant. */
  sentMailMessage?: Maybe<SentMail>;
  /**
   * Where the browser downloads an event's sign-in sheet PDF (`/download/pdf?…`, REST `GET /pdf` with the session): the
   * event's header, its registered, attended and walk-in attendees in rows of the template's size with a signature
   * column, then `extraPages` blank pages (0 to 20).
   */
  signInSheetUrl: Scalars['String']['output'];
  /** The sign-in sheet templates ('Generate Event Sign-in Form'), behind the tenant flag signinPdfGenerationEnabled. */
  signInTemplates: Array<SignInTemplate>;
  /** One speaker by its internal id; null when missing or of another tenant. */
  speaker?: Maybe<Speaker>;
  /**
   * Where the browser downloads the XLSX export of speakers (`/download/speakers/export?…`, streamed from
   * REST `GET speakers/export` with the session): the speakers named by `ids`, else those matching the
   * list's search and filters, in the list's order. Columns hidden from the caller's role are left out.
   */
  speakerExportUrl: Scalars['String']['output'];
  /** A speaker's fee rates and whether they are outdated (Set Speaker Fees); null when the speaker is missing or of another tenant. */
  speakerFees?: Maybe<SpeakerFees>;
  /** The users a speaker's liaison can be (the Info card's liaison select). */
  speakerLiaisons?: Maybe<Array<SpeakerLiaison>>;
  /** Every custom profile group with its fields (the configuration screen; system admin by default). */
  speakerProfileConfiguration?: Maybe<Array<ProfileGroupConfig>>;
  /** The speaker profile grid's layout for a product (default: the request's product). */
  speakerProfileLayout?: Maybe<SpeakerProfileLayout>;
  /** The resource groups of a speaker's resource page (sorted by weight, without 'Archived'), counting their resources. */
  speakerResourceGroups?: Maybe<Array<ResourceGroup>>;
  /** One speaker training by its internal id; null when missing or out of reach. */
  speakerTraining?: Maybe<SpeakerTraining>;
  /** A speaker's training of one program (the player's progress tracking); null when the speaker does not have it. */
  speakerTrainingOfProgram?: Maybe<SpeakerTraining>;
  /** Training Management (/training/list): the speaker trainings, paged; a speaker sees only their own. */
  speakerTrainings?: Maybe<SpeakerTrainingConnection>;
  /** The XLSX export URL of Training Management with the same list arguments (not for speakers). */
  speakerTrainingsExportUrl: Scalars['String']['output'];
  /** Speakers of the tenant, paged (the speaker list and the event form's lookup). A Speaker-role user sees themselves and the co-speakers of their events. */
  speakers?: Maybe<SpeakerConnection>;
  /** Survey responses per event (Survey Responses, 'Event reports'): events with at least one response in the period. */
  surveyResponses?: Maybe<SurveyResponseSummaryConnection>;
  /**
   * Where the browser downloads the XLSX export of survey responses (`/download/survey-templates/responses/export?…`,
   * streamed from REST with the session): the responses of the events named by `eventIds` (Export To XLSX of selected
   * rows), else those matching the search and period (Export Filtered To XLSX, or all without either).
   */
  surveyResponsesExportUrl: Scalars['String']['output'];
  /** One survey template by its internal id, with its questions and skip logic; null when missing or of another tenant. */
  surveyTemplate?: Maybe<SurveyTemplate>;
  /** Survey templates of the tenant (the Survey Templates list, the event form's survey select). */
  surveyTemplates?: Maybe<SurveyTemplateConnection>;
  /** Tenant Configuration (spec 002 §2.20; SystemAdmin only: the service refuses others). */
  tenantConfiguration?: Maybe<TenantConfiguration>;
  /** Topics. */
  topics?: Maybe<TopicConnection>;
  /** One training program by its internal id (the video player); null when missing or out of reach. */
  trainingProgram?: Maybe<TrainingProgram>;
  /** The speakers of a program for the assign dialog: the ones already assigned ('Manage existing') or those who may be. */
  trainingProgramSpeakers?: Maybe<Array<TrainingSpeaker>>;
  /** The Trainings list (/training/program/list): the training programs, paged; a speaker sees the ones assigned to them. */
  trainingPrograms?: Maybe<TrainingProgramConnection>;
  /** The topics a training may be about (the create wizard's topic picker). */
  trainingTopics?: Maybe<Array<TrainingTopic>>;
  /** The largest training video the service accepts, in bytes (TRAINING_VIDEO_MAX_BYTES; the wizard refuses a larger file before sending it). */
  trainingVideoUploadLimit?: Maybe<Scalars['Float']['output']>;
  /** Statuses used by at least one event of the tenant (offered in the status filter). */
  usedEventStatuses?: Maybe<Array<EventStatus>>;
  /** One user by internal id (Edit User); null when missing, removed or of another tenant. */
  user?: Maybe<User>;
  /** The user form's record search: at most 10 speakers or field reps by name, without those another user links. */
  userLinkOptions: Array<UserLinkOption>;
  /** Users of the tenant, paged (User Management). */
  users?: Maybe<UserConnection>;
  /** One venue by its internal id (Add/Edit venue); null when missing or of another tenant. */
  venue?: Maybe<Venue>;
  /**
   * Where the browser downloads the XLSX export of venues (`/download/venues/export?…`, streamed from REST
   * `GET venues/export` with the session): the venues named by `ids`, else those matching the search, in the list's
   * order (Export All). Columns hidden from the caller's role are left out.
   */
  venueExportUrl: Scalars['String']['output'];
  /** Venues of the tenant, paged (Venue Management and the event form's venue tab). */
  venues?: Maybe<VenueConnection>;
  /** Build and server versions for the footer. */
  version: Version;
  /** The signed-in user and the tenant, or null when signed out. */
  viewer?: Maybe<Viewer>;
};


/** Entry points for reading. */
export type QueryCheckExportUrlArgs = {
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<CheckSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryChecksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<CheckSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryDashboardArgs = {
  category: DashboardCategory;
  filters?: InputMaybe<DashboardFiltersInput>;
};


/** Entry points for reading. */
export type QueryDashboardChartsArgs = {
  category?: InputMaybe<DashboardCategory>;
};


/** Entry points for reading. */
export type QueryDashboardExportUrlArgs = {
  category: DashboardCategory;
  filters?: InputMaybe<DashboardFiltersInput>;
  sortBy?: InputMaybe<DashboardColumn>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryDashboardRowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category: DashboardCategory;
  filters?: InputMaybe<DashboardFiltersInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<DashboardColumn>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryEmailDesignPreviewArgs = {
  design: EmailDesignInput;
  emailTemplateId: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryEmailPlaceholderPreviewArgs = {
  emailTemplateTypeId?: InputMaybe<Scalars['Int']['input']>;
  templateString: Scalars['String']['input'];
};


/** Entry points for reading. */
export type QueryEmailPreviewArgs = {
  input: EmailTriggerInput;
};


/** Entry points for reading. */
export type QueryEmailSeriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<EmailProduct>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<EmailSeriesSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryEmailSeriesByIdArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryEmailTemplateArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryEmailTemplateTypesArgs = {
  product?: InputMaybe<EmailProduct>;
};


/** Entry points for reading. */
export type QueryEmailTemplateVariablesArgs = {
  emailTemplateTypeId?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading. */
export type QueryEmailTemplatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  emailSeriesIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  emailTemplateTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<EmailProduct>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<EmailTemplateSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryEntityHiddenFieldsArgs = {
  entity: Scalars['String']['input'];
  role: Role;
};


/** Entry points for reading. */
export type QueryEventArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryEventAttendanceArgs = {
  attendeeId: Scalars['Int']['input'];
  eventId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryEventAttendanceExportUrlArgs = {
  filters?: InputMaybe<EventAttendanceFilterInput>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<EventAttendanceSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryEventAttendanceResponsesArgs = {
  attendeeId: Scalars['Int']['input'];
  eventId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryEventAttendancesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<EventAttendanceFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<EventAttendanceSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryEventExportUrlArgs = {
  filters?: InputMaybe<EventFilterInput>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<EventSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<EventFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<EventSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryExpenseExportUrlArgs = {
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ExpenseSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
  speakerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Entry points for reading. */
export type QueryExpensesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ExpenseSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
  speakerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Entry points for reading. */
export type QueryFieldRepsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryGeocodeArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Entry points for reading. */
export type QueryProxyImageArgs = {
  url: Scalars['String']['input'];
};


/** Entry points for reading. */
export type QueryPublicRegistrationPageArgs = {
  eventId: Scalars['String']['input'];
  visitor?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading. */
export type QueryPublicSurveyArgs = {
  eventId: Scalars['String']['input'];
  surveyTemplateId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryRegistrationTemplateArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryRegistrationTemplatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<TemplateSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryResourceArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryResourceAssigneesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  assigned?: InputMaybe<ResourceAssignedFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  resourceId: Scalars['ID']['input'];
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ResourceAssigneeSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
  specialty?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading. */
export type QueryResourceExportUrlArgs = {
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ResourceSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryResourceGroupArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryResourcesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ResourceSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QuerySentMailArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<MailStatus>>;
};


/** Entry points for reading. */
export type QuerySentMailMessageArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QuerySignInSheetUrlArgs = {
  eventId: Scalars['ID']['input'];
  extraPages?: InputMaybe<Scalars['Int']['input']>;
  productsDiscussed?: InputMaybe<Scalars['String']['input']>;
  templateId: Scalars['String']['input'];
};


/** Entry points for reading. */
export type QuerySpeakerArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QuerySpeakerExportUrlArgs = {
  filters?: InputMaybe<SpeakerFilterInput>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<SpeakerSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QuerySpeakerFeesArgs = {
  speakerId: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QuerySpeakerProfileLayoutArgs = {
  product?: InputMaybe<Product>;
};


/** Entry points for reading. */
export type QuerySpeakerResourceGroupsArgs = {
  speakerId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QuerySpeakerTrainingArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QuerySpeakerTrainingOfProgramArgs = {
  programInternalId: Scalars['Int']['input'];
  speakerInternalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QuerySpeakerTrainingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  programTypes?: InputMaybe<Array<TrainingType>>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<SpeakerTrainingSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
  speakerInternalId?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading. */
export type QuerySpeakerTrainingsExportUrlArgs = {
  programTypes?: InputMaybe<Array<TrainingType>>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<SpeakerTrainingSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QuerySpeakersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<SpeakerFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<SpeakerSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QuerySurveyResponsesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<ReportPeriodInput>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<SurveyResponseSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QuerySurveyResponsesExportUrlArgs = {
  eventIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  period?: InputMaybe<ReportPeriodInput>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading. */
export type QuerySurveyTemplateArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QuerySurveyTemplatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<TemplateSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryTopicsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading. */
export type QueryTrainingProgramArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryTrainingProgramSpeakersArgs = {
  assigned: Scalars['Boolean']['input'];
  programInternalId: Scalars['Int']['input'];
  searchQuery?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading. */
export type QueryTrainingProgramsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<TrainingProgramSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
  types?: InputMaybe<Array<TrainingType>>;
};


/** Entry points for reading. */
export type QueryUserArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryUserLinkOptionsArgs = {
  kind: UserLinkKind;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading. */
export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<UserSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryVenueArgs = {
  internalId: Scalars['Int']['input'];
};


/** Entry points for reading. */
export type QueryVenueExportUrlArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<VenueSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryVenuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<VenueSortField>;
  sortDesc?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A question of a survey or registration template. Not a `Node`: the service reads questions by template only, so
 * refetch one through its template (`surveyTemplate`, `registrationTemplate`, `node` of the template).
 */
export type Question = {
  __typename?: 'Question';
  /** Allowed Characters as a regular expression (free text). */
  allowedCharactersRegex?: Maybe<Scalars['String']['output']>;
  /** The answers to choose from (select questions), in order. */
  choices: Array<QuestionChoice>;
  /** Global id (`Question:<internal id>`), for the client's cache. */
  id: Scalars['ID']['output'];
  /** Secondary Instruction. */
  info?: Maybe<Scalars['String']['output']>;
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Label of the highest rating (ratings). */
  maxLabel?: Maybe<Scalars['String']['output']>;
  /** Maximum Length (free text). */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** Label of the lowest rating (ratings). */
  minLabel?: Maybe<Scalars['String']['output']>;
  /** Minimum Length (free text). */
  minLength?: Maybe<Scalars['Int']['output']>;
  /** Position (steps of 10). */
  order?: Maybe<Scalars['Int']['output']>;
  /** Post Question Notes. */
  postNotes?: Maybe<Scalars['String']['output']>;
  /** Pre Question Notes. */
  preNotes?: Maybe<Scalars['String']['output']>;
  /** The choice preset (`questionPresets`); its choices are the preset's, read-only. */
  presetId?: Maybe<Scalars['String']['output']>;
  /** The question's ref in rules, skip logic and answers: its internal id as a string. */
  ref: Scalars['String']['output'];
  /** Registration or Opt-In Question? (registration templates). */
  registrationFormType?: Maybe<RegistrationFormType>;
  /** Required unless a `REQUIRED` rule decides otherwise. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** The rule trees of `required` and `visible` as one flat list of nodes linked by `parentId`. */
  rules: Array<RuleNode>;
  /** Question Text. */
  text?: Maybe<Scalars['String']['output']>;
  /** Question Type. */
  type?: Maybe<QuestionType>;
  /** Shown unless a `VISIBLE` rule decides otherwise. */
  visible?: Maybe<Scalars['Boolean']['output']>;
};

/** A choice of a select question. */
export type QuestionChoice = {
  __typename?: 'QuestionChoice';
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** 'Open': choosing it asks for a text ('Other: …'). */
  openField: Scalars['Boolean']['output'];
  /** Position. */
  order: Scalars['Int']['output'];
  /** The choice's ref in rules, skip logic and answers: its internal id as a string. */
  ref: Scalars['String']['output'];
  /** Answer text. */
  text: Scalars['String']['output'];
};

/** A choice as the builder writes it. */
export type QuestionChoiceInput = {
  /** 'Open': choosing it asks for a text. */
  openField: Scalars['Boolean']['input'];
  /** Position. */
  order: Scalars['Int']['input'];
  /** An existing choice's ref keeps it; any other string unique in the question makes a new one. */
  ref: Scalars['String']['input'];
  /** Answer text. */
  text: Scalars['String']['input'];
};

/** A question as the builder writes it. */
export type QuestionInput = {
  /** Allowed Characters as a regular expression (free text). */
  allowedCharactersRegex?: InputMaybe<Scalars['String']['input']>;
  /** The answers to choose from (select questions). */
  choices: Array<QuestionChoiceInput>;
  /** Secondary Instruction. */
  info?: InputMaybe<Scalars['String']['input']>;
  /** Label of the highest rating (ratings). */
  maxLabel?: InputMaybe<Scalars['String']['input']>;
  /** Maximum Length (free text). */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** Label of the lowest rating (ratings). */
  minLabel?: InputMaybe<Scalars['String']['input']>;
  /** Minimum Length (free text). */
  minLength?: InputMaybe<Scalars['Int']['input']>;
  /** Position (steps of 10). */
  order: Scalars['Int']['input'];
  /** Post Question Notes. */
  postNotes?: InputMaybe<Scalars['String']['input']>;
  /** Pre Question Notes. */
  preNotes?: InputMaybe<Scalars['String']['input']>;
  /** A choice preset; the service stores the preset's choices and ignores `choices`. */
  presetId?: InputMaybe<Scalars['String']['input']>;
  /** An existing question's ref (its internal id as a string) keeps it; any other unique string makes a new one. */
  ref: Scalars['String']['input'];
  /** Registration or Opt-In Question? (registration templates). */
  registrationFormType?: InputMaybe<RegistrationFormType>;
  /** Required unless a `REQUIRED` rule decides otherwise. */
  required: Scalars['Boolean']['input'];
  /** The rule trees of `required` and `visible` as one flat list of nodes linked by `parentId`. */
  rules: Array<RuleNodeInput>;
  /** Question Text. */
  text: Scalars['String']['input'];
  /** Question Type. */
  type: QuestionType;
  /** Shown unless a `VISIBLE` rule decides otherwise. */
  visible: Scalars['Boolean']['input'];
};

/** A choice preset. */
export type QuestionPreset = {
  __typename?: 'QuestionPreset';
  /** The preset's choice texts in order. */
  choices: Array<Scalars['String']['output']>;
  /** Preset id (`presetId` of a question). */
  id: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** Type of a question: what the respondent answers. */
export type QuestionType =
  /** A single checkbox; the answer is true or false (`checkbox`). */
  | 'checkbox'
  /** Free text, with optional minimum and maximum length and allowed characters (`free-text`). */
  | 'free-text'
  /** Any number of choices (`multi-select`). */
  | 'multi-select'
  /** A rating from 1 to 5 (`rating-5`). */
  | 'rating-5'
  /** A rating from 1 to 7 (`rating-7`). */
  | 'rating-7'
  /** A rating from 1 to 10 (`rating-10`). */
  | 'rating-10'
  /** One choice of several (`single-select`); the only type skip logic may start from. */
  | 'single-select';

/** A question type with its comparators. */
export type QuestionTypeInfo = {
  __typename?: 'QuestionTypeInfo';
  /** The comparators a condition on an answer of this type may use. */
  comparators: Array<ComparatorInfo>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The type. */
  type: QuestionType;
};

/** The speaker to reactivate. */
export type ReactivateSpeakerInput = {
  /** Global id of the speaker. */
  id: Scalars['ID']['input'];
};

/** Input of `refreshSession`. */
export type RefreshSessionInput = {
  /** The refresh token; omit to use the session cookie. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

/** New tokens. */
export type RefreshSessionPayload = {
  __typename?: 'RefreshSessionPayload';
  /** Access token. */
  accessToken: Scalars['String']['output'];
  /** Refresh token. */
  refreshToken: Scalars['String']['output'];
};

/** A region a speaker can belong to. */
export type Region = {
  __typename?: 'Region';
  /** Global id (`Region:<internal id>`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id (`Speaker.regionId`). */
  internalId: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A registration on a public registration page. */
export type RegisterInput = {
  /** The answers; answers to hidden questions are ignored. */
  answers: Array<AnswerInput>;
  /** E-mail. */
  email: Scalars['String']['input'];
  /** The event's ID (short name). */
  eventId: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Marketing opt-in. */
  marketingOptIn: Scalars['Boolean']['input'];
  /** Attendee type. */
  type?: InputMaybe<AttendeeType>;
  /** The page's visitor id (as in `publicRegistrationPage`), linking the registration to its view. */
  visitor?: InputMaybe<Scalars['String']['input']>;
  /** Leave empty (a field people never see; a filled one is taken as a bot and nothing is stored). */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a registration. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** Why fields were refused (nothing stored); null when registered. */
  fieldErrors?: Maybe<Array<FieldError>>;
  /** True when the person is registered. */
  ok: Scalars['Boolean']['output'];
  /** Where to send the person now (the template's redirect URL); null when refused or when the template has none. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

/** A page of registration analytics rows. */
export type RegistrationAnalyticsConnection = {
  __typename?: 'RegistrationAnalyticsConnection';
  /** Edges. */
  edges: Array<RegistrationAnalyticsEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total rows (events). */
  totalCount: Scalars['Int']['output'];
};

/** A registration analytics row in a connection. */
export type RegistrationAnalyticsEdge = {
  __typename?: 'RegistrationAnalyticsEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: RegistrationAnalyticsRow;
};

/** Views and registrations of one event's registration page (a row of the analytics dialog). */
export type RegistrationAnalyticsRow = {
  __typename?: 'RegistrationAnalyticsRow';
  /** The event (batched: one call for the whole page). */
  event?: Maybe<Event>;
  /** Name of the page (the template's). */
  pageName?: Maybe<Scalars['String']['output']>;
  /** Registrations through the page in the period. */
  registrationCount: Scalars['Int']['output'];
  /** Registrations in the last 24 hours of the period (the registrations' pulse). */
  registrationPulse: Scalars['Int']['output'];
  /** The event's ID (short name). */
  shortName?: Maybe<Scalars['String']['output']>;
  /** The event's start. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** Times the page was opened in the period. */
  totalViews: Scalars['Int']['output'];
  /** Page views in the last 24 hours of the period (the views' pulse). */
  totalViewsPulse: Scalars['Int']['output'];
  /** Distinct visitors that opened the page in the period. */
  uniqueViews: Scalars['Int']['output'];
  /** The event's IANA timezone. */
  zone?: Maybe<Scalars['String']['output']>;
};

/** What a registration question does besides being asked ('Registration or Opt-In Question?'). */
export type RegistrationFormType =
  /** Event Attendee Registration (`event-register`). */
  | 'event-register'
  /** Marketing Opt In (`opt-in`). */
  | 'opt-in';

/** A registration page template: the branding and questions of an event's public registration page. */
export type RegistrationTemplate = Node & {
  __typename?: 'RegistrationTemplate';
  /** Views and registrations of this template's pages per event (the analytics dialog). */
  analytics?: Maybe<RegistrationAnalyticsConnection>;
  /** Banner (image URL). */
  banner?: Maybe<Scalars['String']['output']>;
  /** Brand colour 1 (`#rrggbb`). */
  brandColor1?: Maybe<Scalars['String']['output']>;
  /** Brand colour 2 (`#rrggbb`, default `#ffffff`). */
  brandColor2?: Maybe<Scalars['String']['output']>;
  /** Whether the page shows the brand colours and banner. */
  branded?: Maybe<Scalars['Boolean']['output']>;
  /** Consent text (sanitized HTML). */
  consentText?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** ISI text (sanitized HTML). */
  isiText?: Maybe<Scalars['String']['output']>;
  /** Whether the page offers the marketing opt-in. */
  marketingOptIn?: Maybe<Scalars['Boolean']['output']>;
  /** Template name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Privacy policy link. */
  privacyPolicyLink?: Maybe<Scalars['String']['output']>;
  /** The questions in order. */
  questions?: Maybe<Array<Question>>;
  /** Number of custom questions (the list's question count). */
  questionsCount?: Maybe<Scalars['Int']['output']>;
  /** Where the person goes after registering. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** Page URL. */
  url?: Maybe<Scalars['String']['output']>;
};


/** A registration page template: the branding and questions of an event's public registration page. */
export type RegistrationTemplateAnalyticsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<ReportPeriodInput>;
};

/** A page of registration templates. */
export type RegistrationTemplateConnection = {
  __typename?: 'RegistrationTemplateConnection';
  /** Edges. */
  edges: Array<RegistrationTemplateEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching registration templates. */
  totalCount: Scalars['Int']['output'];
};

/** A registration template in a connection. */
export type RegistrationTemplateEdge = {
  __typename?: 'RegistrationTemplateEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The registration template. */
  node?: Maybe<RegistrationTemplate>;
};

/** A registration page template's fields as the Template and Questions steps write them. */
export type RegistrationTemplateInput = {
  /** Banner: an uploaded png or jpeg image's URL (under 1 MB). */
  banner?: InputMaybe<Scalars['String']['input']>;
  /** Brand colour 1 (`#rrggbb`). */
  brandColor1?: InputMaybe<Scalars['String']['input']>;
  /** Brand colour 2 (`#rrggbb`; default `#ffffff`). */
  brandColor2?: InputMaybe<Scalars['String']['input']>;
  /** Whether the page shows the brand colours and banner. */
  branded: Scalars['Boolean']['input'];
  /** Consent text (HTML; sanitized by the service). */
  consentText?: InputMaybe<Scalars['String']['input']>;
  /** ISI text (HTML; sanitized by the service). */
  isiText?: InputMaybe<Scalars['String']['input']>;
  /** Whether the page offers the marketing opt-in. */
  marketingOptIn: Scalars['Boolean']['input'];
  /** Template name ('Template name cannot be empty'). */
  name: Scalars['String']['input'];
  /** Privacy policy link (a valid URL). */
  privacyPolicyLink?: InputMaybe<Scalars['String']['input']>;
  /** The questions (may be empty), each with its `registrationFormType`. */
  questions: Array<QuestionInput>;
  /** Where the person goes after registering (a valid URL). */
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  /** Page URL (a valid URL). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a registration template write. */
export type RegistrationTemplatePayload = {
  __typename?: 'RegistrationTemplatePayload';
  /** The template as saved, with its questions (new refs replaced by ids). */
  registrationTemplate?: Maybe<RegistrationTemplate>;
};

/** A period of date-times in a timezone (the report filters' Period: Today, This Week, This Month, This Year, Custom). */
export type ReportPeriodInput = {
  /** Start, `YYYY/MM/DD HH:mm` in `timezone`. */
  from: Scalars['String']['input'];
  /** IANA timezone of `from` and `to`, e.g. `America/Chicago`. */
  timezone: Scalars['String']['input'];
  /** End, `YYYY/MM/DD HH:mm` in `timezone` ('Period To must be after Period From'). */
  to: Scalars['String']['input'];
};

/** Input of `requestPasswordReset`. */
export type RequestPasswordResetInput = {
  /** E-mail of the account. */
  email: Scalars['String']['input'];
};

/** Result of a reset request. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** Text to show, e.g. 'Password reset. Please check your email for a temporary password.' */
  message: Scalars['String']['output'];
};

/** The attendance to e-mail and the e-mail to send. */
export type ResendAttendeeEmailInput = {
  /** E-mail template type (spec 002 §3), e.g. `registration-thank-you`. */
  emailType: Scalars['String']['input'];
  /** Global id of the event attendance. */
  id: Scalars['ID']['input'];
};

/** Result of resending an e-mail. */
export type ResendAttendeeEmailPayload = {
  __typename?: 'ResendAttendeeEmailPayload';
  /** Whether the e-mail was queued. */
  success: Scalars['Boolean']['output'];
};

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** New password, at least 8 characters. */
  password: Scalars['String']['input'];
  /** The token of the e-mailed link (`/reset-password?token=…`). */
  token: Scalars['String']['input'];
};

/** Result of `resetPassword`. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** Text to show, e.g. 'Your password has been changed. Please sign in with the new password.' */
  message: Scalars['String']['output'];
};

/** A resource (spec 002 §3 'Attachment (resource)'): a stored file or an https link, in a group. */
export type Resource = Node & {
  __typename?: 'Resource';
  /** MIME type of a stored file. */
  contentType?: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name (or the link), cut before a double underscore: the group page's file name. */
  displayFileName?: Maybe<Scalars['String']['output']>;
  /** Expiration date (stored at 12:00 UTC). */
  expirationDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Expiration today or earlier: shown red, download refused. */
  expired: Scalars['Boolean']['output'];
  /** The resource's name (the Resource column). */
  fileName: Scalars['String']['output'];
  /** The link, or where the browser downloads the stored file (with the session). */
  fileUrl: Scalars['String']['output'];
  /** The group (Category). */
  group?: Maybe<ResourceGroup>;
  /** Name of the group. */
  groupName: Scalars['String']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Whether the resource is an https link rather than a stored file. */
  isLink: Scalars['Boolean']['output'];
  /** PRC code. */
  prcCode?: Maybe<Scalars['String']['output']>;
  /** Where the browser reads the watermarked PDF preview (null for a link). */
  previewUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the preview dialog can show the file (pdf, doc, docx, ppt, pptx). */
  previewable: Scalars['Boolean']['output'];
  /** Size in bytes of a stored file. */
  size?: Maybe<Scalars['Int']['output']>;
  /** Number of speakers the resource is assigned to (a speaker: 1). */
  speakerCount: Scalars['Int']['output'];
  /** The topic's description. */
  topicDescription?: Maybe<Scalars['String']['output']>;
  /** Internal id of the topic. */
  topicInternalId?: Maybe<Scalars['Int']['output']>;
  /** The topic's name. */
  topicName?: Maybe<Scalars['String']['output']>;
  /** When the resource was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Year (this year to four ahead). */
  year?: Maybe<Scalars['Int']['output']>;
};

/** The Assigned filter of Assign Resource. */
export type ResourceAssignedFilter =
  /** Every speaker (`all`). */
  | 'all'
  /** Speakers who have the resource (`assigned`). */
  | 'assigned'
  /** Speakers who do not (`unassigned`). */
  | 'unassigned';

/** A speaker of the Assign Resource table (spec 002 §3 'Speaker (assignment list)'). */
export type ResourceAssignee = {
  __typename?: 'ResourceAssignee';
  /** Whether the resource is assigned to the speaker. */
  assigned: Scalars['Boolean']['output'];
  /** Credentials (degree). */
  credentials?: Maybe<Scalars['String']['output']>;
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Global id of the speaker. */
  id: Scalars['ID']['output'];
  /** Internal id of the speaker. */
  internalId: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Speaker type. */
  speakerType: Scalars['String']['output'];
  /** Specialty. */
  specialty?: Maybe<Scalars['String']['output']>;
};

/** A page of speakers to assign. */
export type ResourceAssigneeConnection = {
  __typename?: 'ResourceAssigneeConnection';
  /** Edges. */
  edges: Array<ResourceAssigneeEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching speakers. */
  totalCount: Scalars['Int']['output'];
};

/** A speaker in the Assign Resource connection. */
export type ResourceAssigneeEdge = {
  __typename?: 'ResourceAssigneeEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The speaker. */
  node?: Maybe<ResourceAssignee>;
};

/** Assign Resource's sortable columns. */
export type ResourceAssigneeSortField =
  /** Credentials (`credentials`). */
  | 'credentials'
  /** E-mail (`email`). */
  | 'email'
  /** Last then first name, the default (`name`). */
  | 'name'
  /** Specialty (`specialty`). */
  | 'specialty';

/** A page of resources. */
export type ResourceConnection = {
  __typename?: 'ResourceConnection';
  /** Edges. */
  edges: Array<ResourceEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching resources. */
  totalCount: Scalars['Int']['output'];
};

/** A resource in a connection. */
export type ResourceEdge = {
  __typename?: 'ResourceEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The resource. */
  node?: Maybe<Resource>;
};

/** A resource group (spec 002 §3): a card of the speaker's resource page, a category of the Resources list. */
export type ResourceGroup = Node & {
  __typename?: 'ResourceGroup';
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Name; its words choose the card's icon (contract, resource, faq, news, slide, prescribe, expense). */
  name: Scalars['String']['output'];
  /** Resources in the group (a speaker: their own). */
  resourceCount: Scalars['Int']['output'];
  /** The group's resources the caller reaches, most recently updated first (the resource group page). */
  resources?: Maybe<ResourceConnection>;
  /** A link the card opens in a new tab instead of the group page. */
  url?: Maybe<Scalars['String']['output']>;
  /** Order of the groups, from 1. */
  weight: Scalars['Int']['output'];
};


/** A resource group (spec 002 §3): a card of the speaker's resource page, a category of the Resources list. */
export type ResourceGroupResourcesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** Which way a group moves. */
export type ResourceGroupMove =
  /** After its neighbour (`down`). */
  | 'down'
  /** Before its neighbour (`up`). */
  | 'up';

/** Result of a group change. */
export type ResourceGroupPayload = {
  __typename?: 'ResourceGroupPayload';
  /** The created or updated group. */
  resourceGroup?: Maybe<ResourceGroup>;
};

/** Result of a resource change. */
export type ResourcePayload = {
  __typename?: 'ResourcePayload';
  /** The created or updated resource. */
  resource?: Maybe<Resource>;
};

/** The Resources list's sortable columns. */
export type ResourceSortField =
  /** Creation, the default newest first (`createdAt`). */
  | 'createdAt'
  /** Expiration (`expirationDate`). */
  | 'expirationDate'
  /** Resource name (`fileName`). */
  | 'fileName'
  /** Category, the group's name (`group`). */
  | 'group'
  /** PRC code (`prcCode`). */
  | 'prcCode'
  /** Topic name (`topic`). */
  | 'topic'
  /** Last change (`updatedAt`). */
  | 'updatedAt'
  /** Year (`year`). */
  | 'year';

/** Who answered a survey (left out of anonymous surveys). */
export type RespondentInput = {
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
};

/** A role of the permission model. */
export type Role =
  /** Administrator (`admin`). */
  | 'admin'
  /** Client's speaker-portal administrator (`client-speaker-portal-admin`). */
  | 'client-speaker-portal-admin'
  /** Field representative (`field-rep`). */
  | 'field-rep'
  /** Marketing staff (`marketing`). */
  | 'marketing'
  /** Program analyst (`program-analyst`). */
  | 'program-analyst'
  /** Speaker-fee compliance staff (`sfc-compliance`). */
  | 'sfc-compliance'
  /** Speaker, a healthcare professional (`speaker`). */
  | 'speaker'
  /** Speaker liaison (`speaker-liaison`). */
  | 'speaker-liaison'
  /** System administrator (`system-admin`). */
  | 'system-admin'
  /** Staff user (`user`). */
  | 'user';

/** A role with its name from the server's mapping. */
export type RoleName = {
  __typename?: 'RoleName';
  /** Its display name. */
  name: Scalars['String']['output'];
  /** The role. */
  role: Role;
};

/** One grant: a role may do an action on an entity. */
export type RolePermission = {
  __typename?: 'RolePermission';
  /** Internal entity id. */
  entityId: Scalars['Int']['output'];
  /** Internal action id. */
  permissionId: Scalars['Int']['output'];
  /** Internal role id. */
  roleId: Scalars['Int']['output'];
};

/** The question property a rule decides. */
export type RuleField =
  /** Whether the question must be answered (`required`). */
  | 'required'
  /** Whether the question is shown (`visible`). */
  | 'visible';

/**
 * A node of a question's rule tree. The roots of a field have `parentId` null. A group node has `operator` and
 * the nodes naming it as parent; a condition node has `questionRef`, `comparator` and, where the comparator takes
 * one, `value`.
 */
export type RuleNode = {
  __typename?: 'RuleNode';
  /** How the answer is compared (condition nodes). */
  comparator?: Maybe<Comparator>;
  /** The question property the tree decides. */
  field: RuleField;
  /** The node's id, unique in the question. */
  id: Scalars['String']['output'];
  /** How the group's conditions combine (group nodes). */
  operator?: Maybe<LogicOperator>;
  /** The id of the group node it belongs to; null for a root. */
  parentId?: Maybe<Scalars['String']['output']>;
  /** The question the condition looks at (condition nodes). */
  questionRef?: Maybe<Scalars['String']['output']>;
  /** The operand: a choice ref for select questions, a number for ratings, a text for free text. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A rule node as the builder writes it (see `RuleNode`). */
export type RuleNodeInput = {
  /** How the answer is compared (condition nodes). */
  comparator?: InputMaybe<Comparator>;
  /** The question property the tree decides. */
  field: RuleField;
  /** The node's id, unique in the question. */
  id: Scalars['String']['input'];
  /** How the group's conditions combine (group nodes). */
  operator?: InputMaybe<LogicOperator>;
  /** The id of its group node; null for a root. */
  parentId?: InputMaybe<Scalars['String']['input']>;
  /** The question the condition looks at, by ref (condition nodes). */
  questionRef?: InputMaybe<Scalars['String']['input']>;
  /** The operand (a choice ref for select questions). */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** What a designer saves (spec 002 §2.14). */
export type SaveEmailTemplateDesignInput = {
  /** LEGACY: the HTML inside the gutter (at most 80,000 characters). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The designer saving. */
  builder: EmailBuilder;
  /** Convert a template made in the other designer (its blocks, or its HTML, are replaced). */
  confirmConversion?: InputMaybe<Scalars['Boolean']['input']>;
  /** V2: the blocks. */
  design?: InputMaybe<EmailDesignInput>;
  /** Global id of the email template. */
  emailTemplateId: Scalars['ID']['input'];
};

/** Input of saveEntityHiddenFields. */
export type SaveEntityHiddenFieldsInput = {
  /** The entity. */
  entity: Scalars['String']['input'];
  /** The fields to hide. */
  fields: Array<Scalars['String']['input']>;
  /** The role. */
  role: Role;
};

/** Answer of saveEntityHiddenFields. */
export type SaveEntityHiddenFieldsPayload = {
  __typename?: 'SaveEntityHiddenFieldsPayload';
  /** The role's hidden fields of the entity after the change. */
  fields: Array<Scalars['String']['output']>;
  /** The configuration after the change. */
  tenantConfiguration: TenantConfiguration;
};

/** Input of saveExpenseFilteringRules. */
export type SaveExpenseFilteringRulesInput = {
  /** The whole list. */
  rules: Array<ExpenseFilteringRuleInput>;
};

/** Input of saveFeatureFlags. */
export type SaveFeatureFlagsInput = {
  /** The flags to set. */
  flags: Array<FeatureFlagInput>;
};

/** The whole fee structure to save. */
export type SaveFeeStructureInput = {
  /** The questions. */
  questions: Array<FeeQuestionInput>;
};

/** Input of saveRolePermissions. */
export type SaveRolePermissionsInput = {
  /** Every grant the role will have. */
  grants: Array<GrantInput>;
  /** Internal role id. */
  roleId: Scalars['Int']['input'];
};

/** The whole Save Changes of the configuration screen. */
export type SaveSpeakerProfileConfigurationInput = {
  /** Global ids of the fields to remove (`ProfileFieldConfig.id`), with their values. */
  deleteFieldIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Global ids of the groups to remove (`ProfileGroupConfig.id`), with their fields and values. */
  deleteGroupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Groups to create or change, each with its fields to create or change (at most 100). */
  groups?: InputMaybe<Array<ProfileGroupSaveInput>>;
};

/** The changed custom profile values of a speaker (a card saves its changed fields at once). */
export type SaveSpeakerProfileValuesInput = {
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
  /** The values, 1 to 100. */
  values: Array<ProfileValueInput>;
};

/** Input of saveTenantProducts. */
export type SaveTenantProductsInput = {
  /** The products to set. */
  products: Array<ProductToggleInput>;
};

/** Input of saveTrainingVideoProgress. */
export type SaveTrainingVideoProgressInput = {
  /** True with the attestation's Confirm at the end of the video. */
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Global id of the training. */
  id: Scalars['ID']['input'];
  /** Seconds watched. */
  progressSeconds: Scalars['Int']['input'];
  /** True on the first play: records the start, from which the service measures the time watched before the first save. */
  started?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The user to e-mail a password link. */
export type SendUserPasswordLinkInput = {
  /** Global id of the user. */
  id: Scalars['ID']['input'];
};

/** Result of sending a password link. */
export type SendUserPasswordLinkPayload = {
  __typename?: 'SendUserPasswordLinkPayload';
  /** 'A link to set the password was sent to {email}.'. */
  message: Scalars['String']['output'];
};

/** A message of the delivery ledger. */
export type SentMail = Node & {
  __typename?: 'SentMail';
  /** Tries so far. */
  attempts: Scalars['Int']['output'];
  /** Whether the body is withheld: it carries a personal sign-in link and went out by SMTP. */
  bodyWithheld: Scalars['Boolean']['output'];
  /** CC addresses. */
  cc: Array<Scalars['String']['output']>;
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Internal id of the template it was made from. */
  emailTemplateId?: Maybe<Scalars['Int']['output']>;
  /** Internal id of the event it is about. */
  eventId?: Maybe<Scalars['Int']['output']>;
  /** Whether an iCal event is attached. */
  hasCalendar: Scalars['Boolean']['output'];
  /** The HTML body (sanitized); a message with a sign-in link sent by SMTP is not shown (`bodyWithheld`). */
  html?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** What sent it: a template type (`registration-thank-you`…), `password-reset`, `manual:{type}`… */
  kind: Scalars['String']['output'];
  /** The last error (SMTP's answer). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Not sent before this time. */
  sendAfter: Scalars['DateTime']['output'];
  /** When it was sent. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Status. */
  status: MailStatus;
  /** Subject. */
  subject: Scalars['String']['output'];
  /** The plain-text body. */
  text?: Maybe<Scalars['String']['output']>;
  /** Recipient. */
  to: Scalars['String']['output'];
  /** Where it went (null until sent). */
  transport?: Maybe<MailTransport>;
};

/** A page of the delivery ledger. */
export type SentMailConnection = {
  __typename?: 'SentMailConnection';
  /** Edges. */
  edges: Array<SentMailEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching messages. */
  totalCount: Scalars['Int']['output'];
};

/** A message in a connection. */
export type SentMailEdge = {
  __typename?: 'SentMailEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node?: Maybe<SentMail>;
};

/** A speaker's contract address (created when the speaker has none, else updated). */
export type SetContractAddressInput = {
  /** Street address ('Address cannot be empty'). */
  address: Scalars['String']['input'];
  /** City ('City cannot be empty'). */
  city: Scalars['String']['input'];
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
  /** State ('State cannot be empty', at least 2 characters). */
  state: Scalars['String']['input'];
  /** ZIP code ('Zip cannot be empty', 'Zip code must be 5 digits'). */
  zip: Scalars['String']['input'];
};

/** Result of setting a contract address. */
export type SetContractAddressPayload = {
  __typename?: 'SetContractAddressPayload';
  /** The contract address as it is now. */
  contractAddress?: Maybe<ContractAddress>;
};

/** The attendances and the status to give them all. */
export type SetEventAttendanceStatusInput = {
  /** Global ids of event attendances (at most 1000). */
  ids: Array<Scalars['ID']['input']>;
  /** The new status. */
  status: AttendanceStatus;
};

/** Result of a bulk status change. */
export type SetEventAttendanceStatusPayload = {
  __typename?: 'SetEventAttendanceStatusPayload';
  /** The changed attendances. */
  eventAttendances: Array<EventAttendance>;
};

/** A speaker's rates to save. */
export type SetSpeakerFeesInput = {
  /** A value for every option of the structure. */
  rates: Array<SpeakerFeeRateInput>;
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
};

/** A speaker's liaison. */
export type SetSpeakerLiaisonInput = {
  /** Internal id of a speaker-liaison user; null removes the speaker's liaison. */
  liaisonId?: InputMaybe<Scalars['Int']['input']>;
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['input'];
};

/** A sign-in sheet template (REST `GET /pdf/templates`). */
export type SignInTemplate = {
  __typename?: 'SignInTemplate';
  /** What the template is for. */
  description: Scalars['String']['output'];
  /** Id of the template (`standard`, `compact`, `large`). */
  id: Scalars['String']['output'];
  /** Attendee rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Name shown in the Template select. */
  templateName: Scalars['String']['output'];
};

/** A skip logic block: a single-select question's choice that skips the questions up to `nextQuestionRef`. */
export type SkipLogicEntry = {
  __typename?: 'SkipLogicEntry';
  /** The choice of that question (Choice). */
  choiceRef: Scalars['String']['output'];
  /** Skip to this question; null for the default flow. */
  nextQuestionRef?: Maybe<Scalars['String']['output']>;
  /** Position. */
  order: Scalars['Int']['output'];
  /** The single-select question (Question). */
  questionRef: Scalars['String']['output'];
  /** The block's ref: its internal id as a string. */
  ref: Scalars['String']['output'];
};

/** A skip logic block as the builder writes it. */
export type SkipLogicInput = {
  /** The choice of that question, by ref. */
  choiceRef: Scalars['String']['input'];
  /** Skip to this question, by ref; null for the default flow. */
  nextQuestionRef?: InputMaybe<Scalars['String']['input']>;
  /** Position. */
  order: Scalars['Int']['input'];
  /** The single-select question, by ref. */
  questionRef: Scalars['String']['input'];
  /** An existing block's ref keeps it; omit for a new one. */
  ref?: InputMaybe<Scalars['String']['input']>;
};

/** A topic's slide deck (a stored file). */
export type SlideDeck = {
  __typename?: 'SlideDeck';
  /** MIME type. */
  contentType: Scalars['String']['output'];
  /** Where the browser downloads it (`/download/resource/download/{id}/{fileName}`, with the session). */
  downloadUrl: Scalars['String']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Internal id of the attachment. */
  internalId: Scalars['Int']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/**
 * A healthcare professional, patient or caregiver who speaks at events (spec 001 §3). Fields hidden from the
 * caller's role are null. A Speaker-role user reaches only their own record: another speaker's id is `FORBIDDEN`
 * ('A speaker can only reach their own speaker record').
 */
export type Speaker = Node & {
  __typename?: 'Speaker';
  /** False when the speaker is inactivated (their user is signed out to Speaker Inactivated); null when hidden. */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** URL of the headshot (a 200×200 JPEG uploaded through `/uploads/public`). */
  avatarImgUrl?: Maybe<Scalars['String']['output']>;
  /** URL of the bio file. */
  bioUrl?: Maybe<Scalars['String']['output']>;
  /** The days the speaker cannot speak, by date (one REST call per speaker: for a profile, not a list). */
  blackoutDates?: Maybe<Array<BlackoutDate>>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** The address contracts are sent to, or null when none is set (one REST call per speaker: for a profile, not a list). */
  contractAddress?: Maybe<ContractAddress>;
  /**
   * The speaker's contracts, oldest first; null when the caller may not read contracts. The speakers of a
   * page share one REST call.
   */
  contracts?: Maybe<Array<Contract>>;
  /** Credentials (e.g. MD); the same value as `degree`. */
  credentials?: Maybe<Scalars['String']['output']>;
  /** Status in the CRM. */
  crmStatus?: Maybe<SpeakerCrmStatus>;
  /** The custom profile groups and fields the caller's role may see, with the speaker's values (one REST call per speaker). */
  customProfile?: Maybe<Array<SpeakerProfileGroup>>;
  /** URL of the CV file. */
  cvUrl?: Maybe<Scalars['String']['output']>;
  /** Degree: the event screens' name of `credentials`. */
  degree?: Maybe<Scalars['String']['output']>;
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /**
   * The speaker's events within the caller's event scope, newest first (the Speaker Events table; one REST
   * call per speaker). A field rep assigned to none of them gets `FORBIDDEN` 'You are not assigned to any of
   * the speaker events'.
   */
  events?: Maybe<Array<SpeakerEvent>>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Whether the speaker has a user account (a login); impersonation needs one. */
  hasUserAccount: Scalars['Boolean']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Institution. */
  institution?: Maybe<Scalars['String']['output']>;
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The speaker's liaison, or null (one REST call per speaker). */
  liaison?: Maybe<SpeakerLiaison>;
  /** Phone. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Region internal id. */
  regionId?: Maybe<Scalars['Int']['output']>;
  /** Speaker type. */
  speakerType?: Maybe<SpeakerType>;
  /** Specialty. */
  specialty?: Maybe<Scalars['String']['output']>;
  /** State. */
  state?: Maybe<Scalars['String']['output']>;
  /** `active` or `inactive` (the same as `active`). */
  status?: Maybe<Scalars['String']['output']>;
  /** Internal id of the speaker's user account (their login), or null. */
  userId?: Maybe<Scalars['Int']['output']>;
  /** External CRM id; when set, the CRM owns the record. */
  veevaId?: Maybe<Scalars['String']['output']>;
  /** ZIP code (5 digits). */
  zip?: Maybe<Scalars['String']['output']>;
};

/** A page of speakers. */
export type SpeakerConnection = {
  __typename?: 'SpeakerConnection';
  /** Edges. */
  edges: Array<SpeakerEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching speakers, counted exactly up to 10,000; beyond, a lower bound (see totalCountIsExact). */
  totalCount: Scalars['Int']['output'];
  /** False when totalCount is a lower bound: more speakers match than were counted (the pager shows "10,000+"). */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** A speaker's status in the CRM; the list shows it without the `_vod` suffix. */
export type SpeakerCrmStatus =
  /** Approved (`Approved_vod`). */
  | 'Approved_vod'
  /** Eligible (`Eligible_vod`). */
  | 'Eligible_vod'
  /** Expired (`Expired_vod`). */
  | 'Expired_vod'
  /** Nominated (`Nominated_vod`). */
  | 'Nominated_vod';

/** A speaker in a connection. */
export type SpeakerEdge = {
  __typename?: 'SpeakerEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The speaker. */
  node?: Maybe<Speaker>;
};

/** An event of a speaker, as the Speaker Events table shows it; fields hidden from the caller's role (event) are null. */
export type SpeakerEvent = {
  __typename?: 'SpeakerEvent';
  /** Global id of the event (`Event:<internal id>`), to open it. */
  eventId: Scalars['ID']['output'];
  /** Program name. */
  eventTitle?: Maybe<Scalars['String']['output']>;
  /** The event's money, as `Event.expenseTotals` (batched: one REST call for the speaker's events). */
  expenseTotals?: Maybe<EventExpenseTotals>;
  /** Internal (REST) id of the event. */
  internalId: Scalars['Int']['output'];
  /** Name, shown as Event ID. */
  shortName?: Maybe<Scalars['String']['output']>;
  /** Start. */
  startDate?: Maybe<Scalars['DateTime']['output']>;
  /** Status. */
  status?: Maybe<EventStatus>;
  /** IANA timezone of the event: its day (the one a blackout date conflicts with) is its start on this zone's clock. */
  zone?: Maybe<Scalars['String']['output']>;
};

/** One change since a speaker's rates were saved. */
export type SpeakerFeeDifference = {
  __typename?: 'SpeakerFeeDifference';
  /** The change. */
  change: FeeRateChange;
  /** The option now, null when removed. */
  now?: Maybe<Scalars['String']['output']>;
  /** Global id of the option (`FeeOption`). */
  optionId: Scalars['ID']['output'];
  /** The option as saved (`<question>: <field>`), null when added. */
  was?: Maybe<Scalars['String']['output']>;
};

/** A speaker's rate of one option, with the option as it was when saved. */
export type SpeakerFeeRate = {
  __typename?: 'SpeakerFeeRate';
  /** The option's field. */
  field: Scalars['String']['output'];
  /** The option's operation. */
  operation: FeeOperation;
  /** Global id of the option (`FeeOption`; one removed since keeps its id). */
  optionId: Scalars['ID']['output'];
  /** The option's question label. */
  questionLabel: Scalars['String']['output'];
  /** The rate: dollars, or a factor for Multiply. */
  value: Scalars['Float']['output'];
};

/** A speaker's rate of one option. */
export type SpeakerFeeRateInput = {
  /** Global id of the option. */
  optionId: Scalars['ID']['input'];
  /** Dollars (whole cents), or a factor for Multiply. */
  value: Scalars['Float']['input'];
};

/** A speaker's fee rates. */
export type SpeakerFees = {
  __typename?: 'SpeakerFees';
  /** What changed. */
  differences: Array<SpeakerFeeDifference>;
  /** The structure changed since the rates were saved ('This speaker fee appears to be outdated'). */
  outdated: Scalars['Boolean']['output'];
  /** The saved rates (empty: 'No speaker fees set'). */
  rates: Array<SpeakerFeeRate>;
  /** When the rates were saved. */
  savedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Global id of the speaker. */
  speakerId: Scalars['ID']['output'];
};

/** Result of saving a speaker's rates. */
export type SpeakerFeesPayload = {
  __typename?: 'SpeakerFeesPayload';
  /** The saved rates. */
  speakerFees?: Maybe<SpeakerFees>;
};

/** Filters of the speaker list. */
export type SpeakerFilterInput = {
  /** Only active (true) or only inactive (false) speakers. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Internal ids of events: speakers who speak at any of them. */
  events?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** CRM statuses (any of them). */
  statuses?: InputMaybe<Array<SpeakerCrmStatus>>;
  /** Speakers with an event starting in this year. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A user with the speaker-liaison role, who looks after speakers. */
export type SpeakerLiaison = {
  __typename?: 'SpeakerLiaison';
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Global id (`SpeakerLiaison:<user internal id>`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id of the user. */
  internalId: Scalars['Int']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** Result of changing a speaker. */
export type SpeakerPayload = {
  __typename?: 'SpeakerPayload';
  /** The speaker as it is now. */
  speaker?: Maybe<Speaker>;
};

/** A custom profile field with the speaker's value. */
export type SpeakerProfileField = {
  __typename?: 'SpeakerProfileField';
  /** Global id (`SpeakerProfileField:<internal id>`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id, for `saveSpeakerProfileValues`. */
  internalId: Scalars['Int']['output'];
  /** Field name (its label). */
  name: Scalars['String']['output'];
  /** Field type. */
  type: ProfileFieldType;
  /** The speaker's value as stored (a number or date as text, a boolean as `1`/`0`, a file as its URL), or null. */
  value?: Maybe<Scalars['String']['output']>;
  /** Order in the group. */
  weight: Scalars['Int']['output'];
};

/** A group of custom profile fields, as the caller's role may see it (groups hidden from the role are left out). */
export type SpeakerProfileGroup = {
  __typename?: 'SpeakerProfileGroup';
  /** True when the caller's role may not edit the group's values (its edit buttons are hidden). */
  disabled: Scalars['Boolean']['output'];
  /** The group's fields the caller's role may see, in order, with the speaker's values. */
  fields: Array<SpeakerProfileField>;
  /** The profile grid area the group's card takes, or null. */
  gridArea?: Maybe<Scalars['String']['output']>;
  /** Global id (`SpeakerProfileGroup:<internal id>`). */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** A locked group (Attachments, Speaker Bio) cannot be renamed or removed. */
  locked: Scalars['Boolean']['output'];
  /** Group name (the card's title). */
  name: Scalars['String']['output'];
  /** Order among the groups. */
  weight: Scalars['Int']['output'];
};

/** The profile grid's areas for a product, as CSS `grid-template-areas` (three columns on desktop, one on mobile). */
export type SpeakerProfileLayout = {
  __typename?: 'SpeakerProfileLayout';
  /** Desktop layout, one quoted row per line, e.g. `'info info headshot' 'address contact-address attachments'`. */
  desktop: Scalars['String']['output'];
  /** Mobile layout, one area per row. */
  mobile: Scalars['String']['output'];
  /** The product the layout is for. */
  product: Product;
};

/** Sortable speaker columns. */
export type SpeakerSortField =
  /** Credentials (`credentials`). */
  | 'credentials'
  /** CRM status (`crmStatus`). */
  | 'crmStatus'
  /** E-mail (`email`). */
  | 'email'
  /** First name (`firstName`). */
  | 'firstName'
  /** Last name, the default (`lastName`). */
  | 'lastName'
  /** Speaker type (`speakerType`). */
  | 'speakerType'
  /** Active or inactive (`status`). */
  | 'status';

/** A training assigned to a speaker (spec 002 §3 Speaker training). */
export type SpeakerTraining = Node & {
  __typename?: 'SpeakerTraining';
  /** The completion certificate; null when none. */
  completionAttachment?: Maybe<TrainingCertificate>;
  /** Completion date (ISO); null until completed. */
  completionDate?: Maybe<Scalars['String']['output']>;
  /** Due date (ISO; the next midnight UTC after the chosen day). */
  dueDate: Scalars['String']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Status as the profile's card shows it (Expired when the program expired, spec 001). */
  profileStatus: SpeakerTrainingStatus;
  /** The program. */
  program: TrainingProgram;
  /** The speaker. */
  speaker: TrainingSpeaker;
  /** Status as Training Management shows it (Complete, Overdue, Pending). */
  status: SpeakerTrainingStatus;
  /** Who completed it (the speaker's full name for a watched video). */
  trainedBy?: Maybe<Scalars['String']['output']>;
  /** When the video was watched to the end (ISO). */
  videoCompletedAt?: Maybe<Scalars['String']['output']>;
  /** Saved video progress in seconds. */
  videoProgressDurationInSeconds: Scalars['Int']['output'];
  /** When the video was started (ISO). */
  videoStartedAt?: Maybe<Scalars['String']['output']>;
};

/** A page of speaker trainings. */
export type SpeakerTrainingConnection = {
  __typename?: 'SpeakerTrainingConnection';
  /** Edges. */
  edges: Array<SpeakerTrainingEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching trainings. */
  totalCount: Scalars['Int']['output'];
};

/** A speaker training in a connection. */
export type SpeakerTrainingEdge = {
  __typename?: 'SpeakerTrainingEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The training. */
  node?: Maybe<SpeakerTraining>;
};

/** Result of a speaker-training mutation. */
export type SpeakerTrainingPayload = {
  __typename?: 'SpeakerTrainingPayload';
  /** The training as saved. */
  speakerTraining?: Maybe<SpeakerTraining>;
};

/** Training Management's sortable columns. */
export type SpeakerTrainingSortField =
  /** Completion date (`completionDate`). */
  | 'completionDate'
  /** Due date, the default (`dueDate`). */
  | 'dueDate'
  /** Training name (`programName`). */
  | 'programName'
  /** Speaker's last and first name (`speakerName`). */
  | 'speakerName'
  /** Status (`status`). */
  | 'status'
  /** Topic (`topic`). */
  | 'topic'
  /** Training type (`type`). */
  | 'type';

/** A speaker training's status: Complete with a completion date, else Overdue past its due date, else Pending. */
export type SpeakerTrainingStatus =
  /** Completed. */
  | 'Complete'
  /** The program expired (the profile card only). */
  | 'Expired'
  /** Not completed and past its due date. */
  | 'Overdue'
  /** Not completed, not yet due. */
  | 'Pending';

/** Type of a speaker (spec 001 §3). */
export type SpeakerType =
  /** Caregiver (`Caregiver`). */
  | 'Caregiver'
  /** Set by the CRM sync (`CRM`). */
  | 'CRM'
  /** Healthcare professional (`HCP`). */
  | 'HCP'
  /** Patient (`Patient`). */
  | 'Patient';

/** A response to a public survey. */
export type SubmitSurveyResponseInput = {
  /** The answers; answers to hidden or skipped questions are ignored. */
  answers: Array<AnswerInput>;
  /** The event's ID (short name). */
  eventId: Scalars['String']['input'];
  /** Who answered (ignored for anonymous surveys). */
  respondent?: InputMaybe<RespondentInput>;
  /** The survey template's internal id. */
  surveyTemplateId: Scalars['Int']['input'];
  /** Leave empty (a field people never see; a filled one is taken as a bot and nothing is stored). */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a survey submission. */
export type SubmitSurveyResponsePayload = {
  __typename?: 'SubmitSurveyResponsePayload';
  /** Why answers were refused (nothing stored); null when ok. */
  fieldErrors?: Maybe<Array<FieldError>>;
  /** True when the response was stored. */
  ok: Scalars['Boolean']['output'];
};

/** A question of a survey response with its answer. */
export type SurveyAnswer = {
  __typename?: 'SurveyAnswer';
  /** The answer as a person reads it. */
  answer?: Maybe<Scalars['String']['output']>;
  /** The question's text. */
  question?: Maybe<Scalars['String']['output']>;
};

/** Language of a survey's page and texts. */
export type SurveyLanguage =
  /** English (`en`). */
  | 'en'
  /** Spanish (`es`). */
  | 'es';

/** One survey response: the same data as its rows of the XLSX export; a field is null when hidden from the caller's role. */
export type SurveyResponse = {
  __typename?: 'SurveyResponse';
  /** The answers in question order. */
  answers: Array<SurveyAnswer>;
  /** The respondent ('First Last <e-mail>'); null for anonymous templates and respondents who gave no name. */
  respondent?: Maybe<Scalars['String']['output']>;
  /** The response's internal (REST) id (the export's Response #). */
  responseId: Scalars['Int']['output'];
  /** When it was submitted. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The survey template's name. */
  template?: Maybe<Scalars['String']['output']>;
};

/** A page of an event's survey responses. */
export type SurveyResponseConnection = {
  __typename?: 'SurveyResponseConnection';
  /** Edges. */
  edges: Array<SurveyResponseEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total responses of the event (in the period). */
  totalCount: Scalars['Int']['output'];
};

/** A survey response in a connection. */
export type SurveyResponseEdge = {
  __typename?: 'SurveyResponseEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The response. */
  node: SurveyResponse;
};

/** Sort columns of Survey Responses. */
export type SurveyResponseSortField =
  /** Number of responses. */
  | 'responsesCount'
  /** Event ID (the event's short name). */
  | 'shortName'
  /** The event's title. */
  | 'title';

/** The number of survey responses of one event (a row of Survey Responses). */
export type SurveyResponseSummary = Node & {
  __typename?: 'SurveyResponseSummary';
  /** The event (batched: one call for the whole page). */
  event?: Maybe<Event>;
  /** Global id (`SurveyResponseSummary:<event internal id>`). */
  id: Scalars['ID']['output'];
  /** The event's internal (REST) id: a summary is its event's. */
  internalId: Scalars['Int']['output'];
  /** The event's responses with their answers, in submission order (View responses): one REST call per page. */
  responses?: Maybe<SurveyResponseConnection>;
  /** Responses Count. */
  responsesCount: Scalars['Int']['output'];
  /** Event ID (the event's short name). */
  shortName?: Maybe<Scalars['String']['output']>;
  /** The event's title. */
  title?: Maybe<Scalars['String']['output']>;
};


/** The number of survey responses of one event (a row of Survey Responses). */
export type SurveyResponseSummaryResponsesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<ReportPeriodInput>;
};

/** A page of survey response summaries. */
export type SurveyResponseSummaryConnection = {
  __typename?: 'SurveyResponseSummaryConnection';
  /** Edges. */
  edges: Array<SurveyResponseSummaryEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching events. */
  totalCount: Scalars['Int']['output'];
};

/** A survey response summary in a connection. */
export type SurveyResponseSummaryEdge = {
  __typename?: 'SurveyResponseSummaryEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The summary. */
  node?: Maybe<SurveyResponseSummary>;
};

/** A survey template: the questions of an event's survey and how its page looks. */
export type SurveyTemplate = Node & {
  __typename?: 'SurveyTemplate';
  /** User Consent Text (sanitized HTML). */
  consentText?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** 'Is Anonymous?': responses store no attendee. */
  isAnonymous?: Maybe<Scalars['Boolean']['output']>;
  /** 'Is Evaluation Template?'. */
  isEvaluation?: Maybe<Scalars['Boolean']['output']>;
  /** Custom ISI Text (sanitized HTML). */
  isiText?: Maybe<Scalars['String']['output']>;
  /** Job Number. */
  jobNumber?: Maybe<Scalars['String']['output']>;
  /** Language of the survey page. */
  language?: Maybe<SurveyLanguage>;
  /** Template Logo (image URL). */
  logo?: Maybe<Scalars['String']['output']>;
  /** Template Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Where the browser downloads the PDF preview of the questions (`/download/survey-templates/{id}/pdf-preview`, with the session). */
  pdfPreviewUrl: Scalars['String']['output'];
  /** Privacy Policy Link. */
  privacyPolicyLink?: Maybe<Scalars['String']['output']>;
  /** The questions in order. */
  questions?: Maybe<Array<Question>>;
  /** Number of questions (Question Count). */
  questionsCount?: Maybe<Scalars['Int']['output']>;
  /** The skip logic blocks in order. */
  skipLogic?: Maybe<Array<SkipLogicEntry>>;
};

/** A page of survey templates. */
export type SurveyTemplateConnection = {
  __typename?: 'SurveyTemplateConnection';
  /** Edges. */
  edges: Array<SurveyTemplateEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching survey templates. */
  totalCount: Scalars['Int']['output'];
};

/** A survey template in a connection. */
export type SurveyTemplateEdge = {
  __typename?: 'SurveyTemplateEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The survey template. */
  node?: Maybe<SurveyTemplate>;
};

/** A survey template's fields as the Template and Questions steps write them. */
export type SurveyTemplateInput = {
  /** User Consent Text (HTML; sanitized by the service). */
  consentText?: InputMaybe<Scalars['String']['input']>;
  /** 'Is Anonymous?'. */
  isAnonymous: Scalars['Boolean']['input'];
  /** 'Is Evaluation Template?'. */
  isEvaluation: Scalars['Boolean']['input'];
  /** Custom ISI Text (HTML; sanitized by the service). */
  isiText?: InputMaybe<Scalars['String']['input']>;
  /** Job Number. */
  jobNumber?: InputMaybe<Scalars['String']['input']>;
  /** Language. */
  language: SurveyLanguage;
  /** Template Logo: an uploaded image's URL (under 1 MB). */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** Template Name ('Template name cannot be empty'). */
  name: Scalars['String']['input'];
  /** Privacy Policy Link (a valid URL). */
  privacyPolicyLink?: InputMaybe<Scalars['String']['input']>;
  /** The questions (at least one). */
  questions: Array<QuestionInput>;
  /** The skip logic blocks (none when omitted). */
  skipLogic?: InputMaybe<Array<SkipLogicInput>>;
};

/** Result of a survey template write. */
export type SurveyTemplatePayload = {
  __typename?: 'SurveyTemplatePayload';
  /** The template as saved, with its questions (new refs replaced by ids). */
  surveyTemplate?: Maybe<SurveyTemplate>;
};

/** A survey template row of the event form. */
export type SurveyTemplateRowInput = {
  /** Survey template internal id. */
  id: Scalars['Int']['input'];
  /** Due time. */
  surveyDueTime?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Sort columns of the template lists. */
export type TemplateSortField =
  /** Template name. */
  | 'name'
  /** Number of questions. */
  | 'questionsCount';

/** The tenant with its configuration. */
export type Tenant = {
  __typename?: 'Tenant';
  /** Default period of the speaker-portal event filter. */
  defaultEventPeriod?: Maybe<Period>;
  /** Feature flags; a missing flag is false. */
  featureFlags: Array<FeatureFlag>;
  /** Whether one flag is on. */
  flag: Scalars['Boolean']['output'];
  /** Whether attendee address fields are hidden. */
  hideAttendeeAddressFields: Scalars['Boolean']['output'];
  /** Tenant id (slug). */
  id: Scalars['String']['output'];
  /** Logo URL shown in the side menu. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Raw tenant metadata. */
  metadata?: Maybe<Scalars['JSON']['output']>;
  /** Tenant name. */
  name: Scalars['String']['output'];
  /** Survey scout base URL for QR codes. */
  scoutUrl?: Maybe<Scalars['String']['output']>;
  /** External CRM sync on: events are mostly read-only and bulk delete is not offered. */
  veevaSyncEnabled: Scalars['Boolean']['output'];
};


/** The tenant with its configuration. */
export type TenantFlagArgs = {
  id: Scalars['String']['input'];
};

/** The Tenant Configuration screen's data (SystemAdmin only). */
export type TenantConfiguration = {
  __typename?: 'TenantConfiguration';
  /** The actions a permission grants. */
  actions: Array<ConfigurationAction>;
  /** The comparison types a rule can use. */
  comparisonTypes: Array<Scalars['String']['output']>;
  /** Every entity, with the fields that can be hidden. */
  entities: Array<ConfigurationEntity>;
  /** The expense filtering rules. */
  expenseFilteringRules: Array<ExpenseFilteringRule>;
  /** The feature flags; a missing flag is false. */
  featureFlags: Array<FeatureFlag>;
  /** Constant id, so mutations refresh the screen's data. */
  id: Scalars['ID']['output'];
  /** Tenant name. */
  name: Scalars['String']['output'];
  /** Each product and whether any role of the tenant has it. */
  products: Array<ProductToggle>;
  /** The 20 latest configuration changes, newest first. */
  recentChanges: Array<ConfigurationChange>;
  /** Every grant of every role. */
  rolePermissions: Array<RolePermission>;
  /** The tenant's roles. */
  roles: Array<ConfigurationRole>;
  /** Whether the tenant's metadata has the Veeva sync enabled (the footer's Sync Full Database). */
  veevaSyncEnabled: Scalars['Boolean']['output'];
};

/** Answer of the Tenant Configuration mutations. */
export type TenantConfigurationPayload = {
  __typename?: 'TenantConfigurationPayload';
  /** The configuration after the change. */
  tenantConfiguration: TenantConfiguration;
};

/** A program topic. */
export type Topic = Node & {
  __typename?: 'Topic';
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The newest slide deck of the topic; null when it has none ('No slide deck found for topic'). */
  slideDeck?: Maybe<SlideDeck>;
};

/** A page of topics. */
export type TopicConnection = {
  __typename?: 'TopicConnection';
  /** Edges. */
  edges: Array<TopicEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching topics. */
  totalCount: Scalars['Int']['output'];
};

/** A topic in a connection. */
export type TopicEdge = {
  __typename?: 'TopicEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The topic. */
  node?: Maybe<Topic>;
};

/** Whom assignTraining assigns to (mutually exclusive). */
export type TrainingAssignment =
  /** All active speakers. */
  | 'all'
  /** The speakers named in speakerIds. */
  | 'speakers'
  /** The speakers of the program's topic (speakers of the tenant's events on it). */
  | 'topic';

/** A training's completion certificate (a PDF). */
export type TrainingCertificate = {
  __typename?: 'TrainingCertificate';
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Where the browser downloads it. */
  fileUrl: Scalars['String']['output'];
};

/** A training program (spec 002 §3 Training program). */
export type TrainingProgram = Node & {
  __typename?: 'TrainingProgram';
  /** How many speakers have this training. */
  assignedCount: Scalars['Int']['output'];
  /** Creation time (ISO). */
  createdAt: Scalars['String']['output'];
  /** Expiration date (ISO, 12:00 UTC). */
  expirationDate: Scalars['String']['output'];
  /** Whether the program has an uploaded video (a video program's video may have been deleted). */
  hasVideo: Scalars['Boolean']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Last change (ISO). */
  modifiedAt: Scalars['String']['output'];
  /** Training name. */
  programName: Scalars['String']['output'];
  /** Topic; null when none. */
  topic?: Maybe<TrainingTopic>;
  /** Training type. */
  type: TrainingType;
  /** The type as shown (Interactive Training, Video, Veeva Qualification). */
  typeLabel: Scalars['String']['output'];
  /** The video of a video training; null for other types or when it cannot be read. */
  video?: Maybe<TrainingVideo>;
};

/** A page of training programs. */
export type TrainingProgramConnection = {
  __typename?: 'TrainingProgramConnection';
  /** Edges. */
  edges: Array<TrainingProgramEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching programs. */
  totalCount: Scalars['Int']['output'];
};

/** A training program in a connection. */
export type TrainingProgramEdge = {
  __typename?: 'TrainingProgramEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The program. */
  node?: Maybe<TrainingProgram>;
};

/** Result of createTrainingProgram and updateTrainingProgram. */
export type TrainingProgramPayload = {
  __typename?: 'TrainingProgramPayload';
  /** The program as saved. */
  program?: Maybe<TrainingProgram>;
};

/** The Trainings list's sortable columns. */
export type TrainingProgramSortField =
  /** Creation time, the default, newest first (`createdAt`). */
  | 'createdAt'
  /** Expiration date (`expirationDate`). */
  | 'expirationDate'
  /** Training name (`programName`). */
  | 'programName'
  /** Topic (`topic`). */
  | 'topic'
  /** Training type (`type`). */
  | 'type';

/** The speaker of a training. */
export type TrainingSpeaker = {
  __typename?: 'TrainingSpeaker';
  /** Credentials (null when hidden from the viewer's role). */
  credentials?: Maybe<Scalars['String']['output']>;
  /** E-mail (null when hidden from the viewer's role). */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Internal (REST) id of the speaker. */
  internalId: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Specialty (null when hidden from the viewer's role). */
  specialty?: Maybe<Scalars['String']['output']>;
};

/** A topic a training is about. */
export type TrainingTopic = {
  __typename?: 'TrainingTopic';
  /** The topic's description (its name when it has none). */
  description: Scalars['String']['output'];
  /** Internal (REST) id of the topic. */
  internalId: Scalars['Int']['output'];
};

/** Training types (spec 002 §3). */
export type TrainingType =
  /** Interactive Training (`checkbox`): completed by marking it. */
  | 'checkbox'
  /** Veeva Qualification (`veeva_qualification`). */
  | 'veeva_qualification'
  /** Video (`video`): completed by watching its video to the end. */
  | 'video';

/** A training video (spec 002 §3 Video). */
export type TrainingVideo = {
  __typename?: 'TrainingVideo';
  /** Video description. */
  description: Scalars['String']['output'];
  /** Duration in whole seconds. */
  durationInSeconds: Scalars['Int']['output'];
  /** Internal (REST) id of the video. */
  internalId: Scalars['Int']['output'];
  /** Video name. */
  name: Scalars['String']['output'];
  /** The program's name. */
  programName: Scalars['String']['output'];
  /** Where the browser streams the video from (HTTP range requests, so seeking works). */
  url: Scalars['String']['output'];
};

/** Result of a manual send. */
export type TriggerEmailPayload = {
  __typename?: 'TriggerEmailPayload';
  /** Why it was not sent (the screen shows 'Error: {error}'). */
  error?: Maybe<Scalars['String']['output']>;
  /** Whether the message was written to the delivery ledger (it is then sent within moments). */
  success: Scalars['Boolean']['output'];
};

/** Input of unassignTraining. */
export type UnassignTrainingInput = {
  /** Global id of the program. */
  programId: Scalars['ID']['input'];
  /** Internal id of the speaker. */
  speakerId: Scalars['Int']['input'];
};

/** Result of unassignTraining. */
export type UnassignTrainingPayload = {
  __typename?: 'UnassignTrainingPayload';
  /** The program, with its new assigned count. */
  program?: Maybe<TrainingProgram>;
};

/** Changed fields of a contract; fields left out stay as they are, an explicit null clears a date. */
export type UpdateContractInput = {
  /** A new contract file (replaces the current one), uploaded first. */
  contractFile?: InputMaybe<ContractFileInput>;
  /** End date. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Global id of the contract. */
  id: Scalars['ID']['input'];
  /** Contract name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Signed date. */
  signedDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Start date. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Contract type. */
  type?: InputMaybe<ContractType>;
  /** A new W9 file (replaces the current one), uploaded first. */
  w9File?: InputMaybe<ContractFileInput>;
};

/** A chart config saved again, whole. */
export type UpdateDashboardChartInput = {
  /**
   * Its dashboard (left out: the one it is on). A chart stays in its dashboard: another one is refused with the
   * service's message.
   */
  category?: InputMaybe<DashboardCategory>;
  /** Which chart it shows. */
  chartId: Scalars['String']['input'];
  /** Global id of the chart. */
  id: Scalars['ID']['input'];
  /** Columns on a large screen (1–12). */
  lgCols: Scalars['Int']['input'];
  /** Columns on a medium screen (1–12). */
  mdCols: Scalars['Int']['input'];
  /** Columns on a phone (1–12). */
  mobileCols: Scalars['Int']['input'];
  /** Position (1 to the count). */
  order: Scalars['Int']['input'];
  /** Columns on a small screen (1–12). */
  smCols: Scalars['Int']['input'];
  /** Title. */
  title: Scalars['String']['input'];
};

/** An email series' new state. */
export type UpdateEmailSeriesInput = {
  /** Global id of the email series. */
  id: Scalars['ID']['input'];
  /** The series. */
  series: EmailSeriesInput;
};

/** An email template's new state. */
export type UpdateEmailTemplateInput = {
  /** Global id of its series; null for none. */
  emailSeriesId?: InputMaybe<Scalars['ID']['input']>;
  /** Global id of the email template. */
  id: Scalars['ID']['input'];
  /** The template. */
  template: EmailTemplateInput;
};

/** An attendance's new state. */
export type UpdateEventAttendanceInput = {
  /** The form's fields. */
  attendance: EventAttendanceFormInput;
  /** Internal id of the attendee. */
  attendeeId: Scalars['Int']['input'];
  /** Internal id of the event. */
  eventId: Scalars['Int']['input'];
  /** The e-mail the form loaded (a change by someone else since is refused). */
  originalEmail?: InputMaybe<Scalars['String']['input']>;
  /** The first name the form loaded. */
  originalFirstName?: InputMaybe<Scalars['String']['input']>;
  /** The last name the form loaded. */
  originalLastName?: InputMaybe<Scalars['String']['input']>;
};

/** Changed fields of an event, speakers, venue, conference and share info included; fields left out stay as they are. */
export type UpdateEventInput = {
  /** Webconference (null removes it). */
  conference?: InputMaybe<ConferenceInput>;
  /** From address of emails. */
  emailFromAddress?: InputMaybe<Scalars['String']['input']>;
  /** From name of emails. */
  emailFromName?: InputMaybe<Scalars['String']['input']>;
  /** Email series internal id. */
  emailSeriesId?: InputMaybe<Scalars['Int']['input']>;
  /** End. */
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Social share information (null removes it). */
  eventShareInfo?: InputMaybe<EventShareInfoInput>;
  /** Field rep internal id. */
  fieldRepId?: InputMaybe<Scalars['Int']['input']>;
  /** Global id of the event. */
  id: Scalars['ID']['input'];
  /** Location address. */
  locationAddress?: InputMaybe<Scalars['String']['input']>;
  /** Location address line 2. */
  locationAddressLine2?: InputMaybe<Scalars['String']['input']>;
  /** Location city. */
  locationCity?: InputMaybe<Scalars['String']['input']>;
  /** Location name. */
  locationName?: InputMaybe<Scalars['String']['input']>;
  /** Location state. */
  locationState?: InputMaybe<Scalars['String']['input']>;
  /** Location type (null clears it). */
  locationType?: InputMaybe<LocationType>;
  /** Location ZIP (5 digits). */
  locationZip?: InputMaybe<Scalars['String']['input']>;
  /** Meal type (live events). */
  mealType?: InputMaybe<MealType>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Registration closed. */
  registrationClosed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Registration page enabled. */
  registrationPage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Registration template internal id. */
  registrationTemplateId?: InputMaybe<Scalars['Int']['input']>;
  /** Replay URL (on-demand events). */
  replayUrl?: InputMaybe<Scalars['String']['input']>;
  /** Name, shown as Event ID. */
  shortName?: InputMaybe<Scalars['String']['input']>;
  /** Speaker internal ids (replaces the event's speakers). */
  speakerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Start. */
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Status. */
  status?: InputMaybe<EventStatus>;
  /** Survey enabled. */
  survey?: InputMaybe<Scalars['Boolean']['input']>;
  /** Survey template rows (needed when `survey` is on). */
  surveyTemplates?: InputMaybe<Array<SurveyTemplateRowInput>>;
  /** Program Name. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Topic internal id. */
  topicId?: InputMaybe<Scalars['Int']['input']>;
  /** Type. */
  type?: InputMaybe<EventType>;
  /** Venue internal id (null removes the venue). */
  venueId?: InputMaybe<Scalars['Int']['input']>;
  /** IANA timezone of the event. */
  zone?: InputMaybe<Scalars['String']['input']>;
};

/** Result of updating an event. */
export type UpdateEventPayload = {
  __typename?: 'UpdateEventPayload';
  /** The updated event. */
  event?: Maybe<Event>;
};

/** An expense line to save again, whole. */
export type UpdateExpenseLineInput = {
  /** Amount in USD (above 0, whole cents). */
  amount: Scalars['Float']['input'];
  /** Global id of the event. */
  eventId: Scalars['ID']['input'];
  /** Expense type (required, at most 100 characters). */
  expenseType: Scalars['String']['input'];
  /** Global id of the line. */
  id: Scalars['ID']['input'];
  /** Payment date (YYYY-MM-DD). */
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  /** Global id of one of the event's speakers; none for an event-wide line. */
  speakerId?: InputMaybe<Scalars['ID']['input']>;
  /** Status. */
  status: ExpenseStatus;
};

/** All fields of a field rep (replaces them). */
export type UpdateFieldRepInput = {
  /** E-mail (required, valid). */
  email: Scalars['String']['input'];
  /** Global id. */
  id: Scalars['ID']['input'];
  /** Name (required). */
  name: Scalars['String']['input'];
  /** Phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to several fields, saved together (moving a field swaps two weights, or moves it to another group). */
export type UpdateProfileFieldsInput = {
  /** The changes, 1 to 100. */
  fields: Array<ProfileFieldChangeInput>;
};

/** Changes to several groups, saved together (Save Changes; moving a group swaps two weights). */
export type UpdateProfileGroupsInput = {
  /** The changes, 1 to 100. */
  groups: Array<ProfileGroupChangeInput>;
};

/** A registration page template's new state (replaces the old one). */
export type UpdateRegistrationTemplateInput = {
  /** Global id of the registration template. */
  id: Scalars['ID']['input'];
  /** The template. */
  template: RegistrationTemplateInput;
};

/** Changes to a resource group. */
export type UpdateResourceGroupInput = {
  /** Global id. */
  id: Scalars['ID']['input'];
  /** New name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New link (null removes it). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a resource (the fields given). */
export type UpdateResourceInput = {
  /** Expiration date (null clears it). */
  expirationDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Name. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Global id. */
  id: Scalars['ID']['input'];
  /** PRC code. */
  prcCode?: InputMaybe<Scalars['String']['input']>;
  /** Internal id of the topic (null clears it). */
  topicInternalId?: InputMaybe<Scalars['Int']['input']>;
  /** Year (null clears it). */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** Changed fields of a speaker; fields left out stay as they are, an explicit null clears a field. */
export type UpdateSpeakerInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Headshot URL. */
  avatarImgUrl?: InputMaybe<Scalars['String']['input']>;
  /** URL of the bio file. */
  bioUrl?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Credentials. */
  credentials?: InputMaybe<Scalars['String']['input']>;
  /** Status in the CRM. */
  crmStatus?: InputMaybe<SpeakerCrmStatus>;
  /** URL of the CV file. */
  cvUrl?: InputMaybe<Scalars['String']['input']>;
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the speaker. */
  id: Scalars['ID']['input'];
  /** Institution. */
  institution?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Region internal id. */
  regionId?: InputMaybe<Scalars['Int']['input']>;
  /** Speaker type. */
  speakerType?: InputMaybe<SpeakerType>;
  /** Specialty. */
  specialty?: InputMaybe<Scalars['String']['input']>;
  /** State. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** External CRM id. */
  veevaId?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code (5 digits). */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** Input of updateSpeakerTraining. */
export type UpdateSpeakerTrainingInput = {
  /** True ticks (completion now), false unticks (clears it; for video trainings also the progress); omitted leaves it. */
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  /** New due day (YYYY-MM-DD). */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the training. */
  id: Scalars['ID']['input'];
};

/** A survey template's new state (replaces the old one). */
export type UpdateSurveyTemplateInput = {
  /** Global id of the survey template. */
  id: Scalars['ID']['input'];
  /** The template. */
  template: SurveyTemplateInput;
};

/** Input of updateTenantName. */
export type UpdateTenantNameInput = {
  /** The new name. */
  name: Scalars['String']['input'];
};

/** Input of updateTrainingProgram. */
export type UpdateTrainingProgramInput = {
  /** Expiration day (YYYY-MM-DD, in the future). */
  expirationDate: Scalars['String']['input'];
  /** Global id of the program. */
  id: Scalars['ID']['input'];
  /** Training name. */
  programName: Scalars['String']['input'];
  /** Topic internal id; null for none. */
  topicId?: InputMaybe<Scalars['Int']['input']>;
  /** Training type (a video training keeps its type). */
  type?: InputMaybe<TrainingType>;
};

/** Every field of an existing user. */
export type UpdateUserInput = {
  /** E-mail (trimmed). */
  email: Scalars['String']['input'];
  /** Internal id of the field-rep record (Field Rep role). */
  fieldRepId?: InputMaybe<Scalars['Int']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the user. */
  id: Scalars['ID']['input'];
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The role; a new role ends the user's sessions. None above the caller's own; SYSTEM_ADMIN only for a user who is one. */
  role?: InputMaybe<Role>;
  /** New-attendee e-mails (admin roles only). */
  sendAttendeeEmails?: InputMaybe<Scalars['Boolean']['input']>;
  /** Internal id of the speaker record (Speaker role). */
  speakerId?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of updating a user. */
export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  /** The updated user. */
  user?: Maybe<User>;
};

/** All fields of a venue (replaces them). */
export type UpdateVenueInput = {
  /** Street address (required). */
  address: Scalars['String']['input'];
  /** Capacity; 0 or null means no limit. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** City (required). */
  city: Scalars['String']['input'];
  /** Global id. */
  id: Scalars['ID']['input'];
  /** Name (required). */
  name: Scalars['String']['input'];
  /** State (required). */
  state: Scalars['String']['input'];
  /** ZIP code (required, 5 digits). */
  zipCode: Scalars['String']['input'];
};

/** A user of the tenant (User Management). */
export type User = Node & {
  __typename?: 'User';
  /** E-mail address, the sign-in name (null when hidden from the caller's role). */
  email?: Maybe<Scalars['String']['output']>;
  /** The field-rep record a Field Rep-role user is, if any. */
  fieldRep?: Maybe<UserFieldRep>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Whether the user has a password of their own (the form's Password button reads Reset, else Setup). */
  hasPassword: Scalars['Boolean']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The role. */
  role: Role;
  /** The role's name from the server's mapping (e.g. 'Field Rep'). */
  roleName: Scalars['String']['output'];
  /** Whether the user receives new-attendee e-mails (admin roles only). */
  sendAttendeeEmails: Scalars['Boolean']['output'];
  /** The speaker record a Speaker-role user is, if any. */
  speaker?: Maybe<UserSpeaker>;
};

/** A page of users. */
export type UserConnection = {
  __typename?: 'UserConnection';
  /** The users of the page. */
  edges: Array<UserEdge>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Users matching the search, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One user of a page. */
export type UserEdge = {
  __typename?: 'UserEdge';
  /** Opaque cursor. */
  cursor: Scalars['String']['output'];
  /** The user. */
  node?: Maybe<User>;
};

/** The field-rep record linked to a user. */
export type UserFieldRep = {
  __typename?: 'UserFieldRep';
  /** Internal field-rep id. */
  internalId: Scalars['Int']['output'];
  /** The field rep's name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** Which records the user form's record search looks in. */
export type UserLinkKind =
  /** Field-rep records (`field-rep`), for a Field Rep-role user. */
  | 'field-rep'
  /** Speaker records (`speaker`), for a Speaker-role user. */
  | 'speaker';

/** A speaker or field-rep record the user form offers to link. */
export type UserLinkOption = {
  __typename?: 'UserLinkOption';
  /** False for an inactive speaker. */
  active: Scalars['Boolean']['output'];
  /** A speaker's credentials (null for a field rep, or when hidden). */
  credentials?: Maybe<Scalars['String']['output']>;
  /** E-mail (null when hidden from the caller's role): tells same-name records apart. */
  email?: Maybe<Scalars['String']['output']>;
  /** Internal id of the speaker or field rep. */
  internalId: Scalars['Int']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** A speaker's specialty (null for a field rep, or when hidden). */
  specialty?: Maybe<Scalars['String']['output']>;
};

/** User Management's sortable columns. */
export type UserSortField =
  /** E-mail (`email`). */
  | 'email'
  /** First name (`firstName`). */
  | 'firstName'
  /** Internal id (`id`). */
  | 'id'
  /** Last name, the default (`lastName`). */
  | 'lastName'
  /** Role (`role`). */
  | 'role';

/** The speaker record linked to a user. */
export type UserSpeaker = {
  __typename?: 'UserSpeaker';
  /** False for an inactive speaker (the list's 'Inactive' mark). */
  active: Scalars['Boolean']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Internal speaker id. */
  internalId: Scalars['Int']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Global id of the speaker (for inactivateSpeaker / reactivateSpeaker). Not named id: the linked speaker is not a Speaker record of Relay's store. */
  speakerId: Scalars['ID']['output'];
};

/** A venue. */
export type Venue = Node & {
  __typename?: 'Venue';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** Capacity; null means no limit (0 or empty when written). */
  capacity?: Maybe<Scalars['Int']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Internal (REST) id. */
  internalId: Scalars['Int']['output'];
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** State. */
  state?: Maybe<Scalars['String']['output']>;
  /** ZIP code (5 digits). */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** A page of venues. */
export type VenueConnection = {
  __typename?: 'VenueConnection';
  /** Edges. */
  edges: Array<VenueEdge>;
  /** Paging. */
  pageInfo: PageInfo;
  /** Total matching venues. */
  totalCount: Scalars['Int']['output'];
};

/** A venue in a connection. */
export type VenueEdge = {
  __typename?: 'VenueEdge';
  /** Cursor. */
  cursor: Scalars['String']['output'];
  /** The venue. */
  node?: Maybe<Venue>;
};

/** Result of a venue change. */
export type VenuePayload = {
  __typename?: 'VenuePayload';
  /** The created or updated venue. */
  venue?: Maybe<Venue>;
};

/** Venue Management's sortable columns. */
export type VenueSortField =
  /** Street address (`address`). */
  | 'address'
  /** Capacity (`capacity`). */
  | 'capacity'
  /** City (`city`). */
  | 'city'
  /** Venue name, the default (`name`). */
  | 'name'
  /** State (`state`). */
  | 'state'
  /** ZIP code (`zipCode`). */
  | 'zipCode';

/** Server and build versions. */
export type Version = {
  __typename?: 'Version';
  /** Web build id. */
  build: Scalars['String']['output'];
  /** Hash answered by the REST root call. */
  serverHash?: Maybe<Scalars['String']['output']>;
};

/** The signed-in user with everything the shell needs. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Whether the viewer may do `action` on `entity` (a spec entity name like `event`, `field_rep`). */
  can: Scalars['Boolean']['output'];
  /** The dashboards with at least one chart: only their routes exist (spec 002 §1). */
  dashboardCategories: Array<DashboardCategory>;
  /** Fields of `entity` shown disabled to the viewer's role. */
  disabledFields: Array<Scalars['String']['output']>;
  /** First and last name. */
  displayName: Scalars['String']['output'];
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Fields of `entity` hidden from the viewer's role. */
  hiddenFields: Array<Scalars['String']['output']>;
  /** The user's global id. */
  id: Scalars['ID']['output'];
  /** The speaker being impersonated, if any. */
  impersonating?: Maybe<ImpersonatedSpeaker>;
  /** Other tenants (instances) where the same e-mail has a user. */
  instances: Array<Instance>;
  /** The user's internal id. */
  internalId: Scalars['Int']['output'];
  /** True for system admin, admin and client speaker portal admin. */
  isAdmin: Scalars['Boolean']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Allowed actions per entity. */
  permissions: Array<EntityPermission>;
  /** Products available to the user. */
  products: Array<ProductEntry>;
  /** 1 forces a password change before entering the app. */
  requirePwChange: Scalars['Int']['output'];
  /** The role (while impersonating: the speaker's role). */
  role: Role;
  /** The product selected by the `x-product` header, if it is one of `products`. */
  selectedProduct?: Maybe<Product>;
  /** Linked speaker's internal id, if any. */
  speakerId?: Maybe<Scalars['Int']['output']>;
  /** The tenant. */
  tenant: Tenant;
};


/** The signed-in user with everything the shell needs. */
export type ViewerCanArgs = {
  action: PermissionAction;
  entity: Scalars['String']['input'];
};


/** The signed-in user with everything the shell needs. */
export type ViewerDisabledFieldsArgs = {
  entity: Scalars['String']['input'];
};


/** The signed-in user with everything the shell needs. */
export type ViewerHiddenFieldsArgs = {
  entity: Scalars['String']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( ContractDto )
    | ( DashboardChartDto )
    | ( EmailSeriesDto )
    | ( EmailTemplateDto )
    | ( EventDto )
    | ( EventAttendanceDto )
    | ( FieldRepDto )
    | ( RegistrationTemplateDto )
    | ( ResourceDto )
    | ( ResourceGroupDto )
    | ( SentMailDto )
    | ( SpeakerDto )
    | ( SpeakerTrainingDto )
    | ( SurveyResponseSummaryDto )
    | ( SurveyTemplateDto )
    | ( TopicDto )
    | ( TrainingProgramDto )
    | ( UserDto )
    | ( VenueDto )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddBlackoutDatesInput: AddBlackoutDatesInput;
  AddBlackoutDatesPayload: ResolverTypeWrapper<Omit<AddBlackoutDatesPayload, 'blackoutDates'> & { blackoutDates: Array<ResolversTypes['BlackoutDate']> }>;
  AddCheckInput: AddCheckInput;
  AddCheckPayload: ResolverTypeWrapper<Omit<AddCheckPayload, 'check'> & { check?: Maybe<ResolversTypes['Check']> }>;
  AddDashboardChartInput: AddDashboardChartInput;
  AddExpenseLineInput: AddExpenseLineInput;
  AnswerInput: AnswerInput;
  ArchiveResourceInput: ArchiveResourceInput;
  AssignResourceInput: AssignResourceInput;
  AssignResourcePayload: ResolverTypeWrapper<AssignResourcePayload>;
  AssignTrainingInput: AssignTrainingInput;
  AssignTrainingPayload: ResolverTypeWrapper<Omit<AssignTrainingPayload, 'program'> & { program?: Maybe<ResolversTypes['TrainingProgram']> }>;
  Attachment: ResolverTypeWrapper<AttachmentRefDto>;
  AttendanceResponse: ResolverTypeWrapper<AttendanceResponseDto>;
  AttendanceStatus: ResolverTypeWrapper<AttendanceStatusValue>;
  Attendee: ResolverTypeWrapper<AttendeeDto>;
  AttendeeImportResult: ResolverTypeWrapper<AttendeeImportResultDto>;
  AttendeeImportRowInput: AttendeeImportRowInput;
  AttendeeType: ResolverTypeWrapper<AttendeeTypeValue>;
  AuthType: ResolverTypeWrapper<AuthTypeValue>;
  BlackoutDate: ResolverTypeWrapper<BlackoutDateDto>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  Check: ResolverTypeWrapper<CheckDto>;
  CheckAnswerInput: CheckAnswerInput;
  CheckConnection: ResolverTypeWrapper<Omit<CheckConnection, 'edges'> & { edges: Array<ResolversTypes['CheckEdge']> }>;
  CheckEdge: ResolverTypeWrapper<Omit<CheckEdge, 'node'> & { node?: Maybe<ResolversTypes['Check']> }>;
  CheckLogEntry: ResolverTypeWrapper<CheckLogEntryDto>;
  CheckMeta: ResolverTypeWrapper<CheckMetaDto>;
  CheckSortField: ResolverTypeWrapper<CheckSortFieldValue>;
  Comparator: ResolverTypeWrapper<ComparatorValue>;
  ComparatorInfo: ResolverTypeWrapper<ComparatorDto>;
  Conference: ResolverTypeWrapper<Conference>;
  ConferenceInput: ConferenceInput;
  ConfigurationAction: ResolverTypeWrapper<Omit<ConfigurationAction, 'action'> & { action: ResolversTypes['PermissionAction'] }>;
  ConfigurationChange: ResolverTypeWrapper<ConfigurationChange>;
  ConfigurationEntity: ResolverTypeWrapper<ConfigurationEntity>;
  ConfigurationRole: ResolverTypeWrapper<Omit<ConfigurationRole, 'role'> & { role: ResolversTypes['Role'] }>;
  Contract: ResolverTypeWrapper<ContractDto>;
  ContractAddress: ResolverTypeWrapper<ContractAddressDto>;
  ContractFileInput: ContractFileInput;
  ContractPayload: ResolverTypeWrapper<Omit<ContractPayload, 'contract'> & { contract?: Maybe<ResolversTypes['Contract']> }>;
  ContractType: ResolverTypeWrapper<ContractTypeValue>;
  CopyRolePermissionsInput: CopyRolePermissionsInput;
  CreateContractInput: CreateContractInput;
  CreateEmailSeriesInput: CreateEmailSeriesInput;
  CreateEmailTemplateInput: CreateEmailTemplateInput;
  CreateEventAttendanceInput: CreateEventAttendanceInput;
  CreateEventInput: CreateEventInput;
  CreateEventPayload: ResolverTypeWrapper<Omit<CreateEventPayload, 'event' | 'eventEdge'> & { event?: Maybe<ResolversTypes['Event']>, eventEdge?: Maybe<ResolversTypes['EventEdge']> }>;
  CreateFieldRepInput: CreateFieldRepInput;
  CreateProfileFieldInput: CreateProfileFieldInput;
  CreateProfileGroupInput: CreateProfileGroupInput;
  CreateRegistrationTemplateInput: CreateRegistrationTemplateInput;
  CreateResourceGroupInput: CreateResourceGroupInput;
  CreateResourceInput: CreateResourceInput;
  CreateSpeakerInput: CreateSpeakerInput;
  CreateSpeakerLoginInput: CreateSpeakerLoginInput;
  CreateSpeakerLoginPayload: ResolverTypeWrapper<Omit<CreateSpeakerLoginPayload, 'speaker'> & { speaker?: Maybe<ResolversTypes['Speaker']> }>;
  CreateSpeakerPayload: ResolverTypeWrapper<Omit<CreateSpeakerPayload, 'speaker' | 'speakerEdge'> & { speaker?: Maybe<ResolversTypes['Speaker']>, speakerEdge?: Maybe<ResolversTypes['SpeakerEdge']> }>;
  CreateSurveyTemplateInput: CreateSurveyTemplateInput;
  CreateTrainingProgramInput: CreateTrainingProgramInput;
  CreateUserInput: CreateUserInput;
  CreateUserPayload: ResolverTypeWrapper<Omit<CreateUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  CreateVenueInput: CreateVenueInput;
  Dashboard: ResolverTypeWrapper<DashboardDto>;
  DashboardCategory: ResolverTypeWrapper<DashboardCategoryValue>;
  DashboardChart: ResolverTypeWrapper<DashboardChartDto>;
  DashboardChartData: ResolverTypeWrapper<ChartDataDto>;
  DashboardChartPayload: ResolverTypeWrapper<DashboardChartPayloadDto>;
  DashboardColumn: ResolverTypeWrapper<DashboardColumnValue>;
  DashboardFiltersInput: DashboardFiltersInput;
  DashboardRow: ResolverTypeWrapper<DashboardRowDto>;
  DashboardRowConnection: ResolverTypeWrapper<Omit<DashboardRowConnection, 'edges'> & { edges: Array<ResolversTypes['DashboardRowEdge']> }>;
  DashboardRowEdge: ResolverTypeWrapper<Omit<DashboardRowEdge, 'node'> & { node?: Maybe<ResolversTypes['DashboardRow']> }>;
  DashboardSeries: ResolverTypeWrapper<DashboardSeries>;
  DashboardValueFormat: ResolverTypeWrapper<DashboardValueFormatValue>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteBlackoutDateInput: DeleteBlackoutDateInput;
  DeleteBlackoutDatePayload: ResolverTypeWrapper<DeleteBlackoutDatePayload>;
  DeleteCheckInput: DeleteCheckInput;
  DeleteCheckPayload: ResolverTypeWrapper<DeleteCheckPayload>;
  DeleteContractFileInput: DeleteContractFileInput;
  DeleteContractFilePayload: ResolverTypeWrapper<DeleteContractFilePayload>;
  DeleteContractInput: DeleteContractInput;
  DeleteContractPayload: ResolverTypeWrapper<DeleteContractPayload>;
  DeleteDashboardChartInput: DeleteDashboardChartInput;
  DeleteDashboardChartPayload: ResolverTypeWrapper<DeleteDashboardChartPayloadDto>;
  DeleteEmailSeriesInput: DeleteEmailSeriesInput;
  DeleteEmailSeriesPayload: ResolverTypeWrapper<DeleteEmailSeriesPayload>;
  DeleteEmailTemplateInput: DeleteEmailTemplateInput;
  DeleteEmailTemplatePayload: ResolverTypeWrapper<DeleteEmailTemplatePayload>;
  DeleteEventAttendancesInput: DeleteEventAttendancesInput;
  DeleteEventAttendancesPayload: ResolverTypeWrapper<DeleteEventAttendancesPayload>;
  DeleteEventsInput: DeleteEventsInput;
  DeleteEventsPayload: ResolverTypeWrapper<DeleteEventsPayload>;
  DeleteExpenseLineInput: DeleteExpenseLineInput;
  DeleteExpenseLinePayload: ResolverTypeWrapper<DeleteExpenseLinePayload>;
  DeleteFieldRepInput: DeleteFieldRepInput;
  DeleteFieldRepPayload: ResolverTypeWrapper<DeleteFieldRepPayload>;
  DeleteProfileFieldInput: DeleteProfileFieldInput;
  DeleteProfileGroupInput: DeleteProfileGroupInput;
  DeleteResourceGroupInput: DeleteResourceGroupInput;
  DeleteResourceGroupPayload: ResolverTypeWrapper<DeleteResourceGroupPayload>;
  DeleteResourceInput: DeleteResourceInput;
  DeleteResourcePayload: ResolverTypeWrapper<DeleteResourcePayload>;
  DeleteSpeakerInput: DeleteSpeakerInput;
  DeleteSpeakerPayload: ResolverTypeWrapper<DeleteSpeakerPayload>;
  DeleteSurveyTemplateInput: DeleteSurveyTemplateInput;
  DeleteSurveyTemplatePayload: ResolverTypeWrapper<DeleteSurveyTemplatePayload>;
  DeleteTrainingCertificateInput: DeleteTrainingCertificateInput;
  DeleteTrainingProgramInput: DeleteTrainingProgramInput;
  DeleteTrainingProgramPayload: ResolverTypeWrapper<DeleteTrainingProgramPayload>;
  DeleteTrainingVideoInput: DeleteTrainingVideoInput;
  DeleteUserInput: DeleteUserInput;
  DeleteUserPayload: ResolverTypeWrapper<DeleteUserPayload>;
  DeleteVenueInput: DeleteVenueInput;
  DeleteVenuePayload: ResolverTypeWrapper<DeleteVenuePayload>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  EmailAudience: ResolverTypeWrapper<EmailAudienceValue>;
  EmailBuilder: ResolverTypeWrapper<EmailBuilderValue>;
  EmailDeliveryRow: ResolverTypeWrapper<EmailDeliveryRowDto>;
  EmailDesign: ResolverTypeWrapper<Omit<EmailDesign, 'blocks'> & { blocks: Array<ResolversTypes['EmailDesignBlock']> }>;
  EmailDesignBlock: ResolverTypeWrapper<Omit<EmailDesignBlock, 'kind'> & { kind: ResolversTypes['EmailDesignBlockKind'] }>;
  EmailDesignBlockInput: EmailDesignBlockInput;
  EmailDesignBlockKind: ResolverTypeWrapper<EmailDesignBlockKindValue>;
  EmailDesignInput: EmailDesignInput;
  EmailDesignPreview: ResolverTypeWrapper<EmailDesignPreview>;
  EmailPreview: ResolverTypeWrapper<EmailPreview>;
  EmailProduct: ResolverTypeWrapper<EmailProductValue>;
  EmailSeries: ResolverTypeWrapper<EmailSeriesDto>;
  EmailSeriesConnection: ResolverTypeWrapper<Omit<EmailSeriesConnection, 'edges'> & { edges: Array<ResolversTypes['EmailSeriesEdge']> }>;
  EmailSeriesEdge: ResolverTypeWrapper<Omit<EmailSeriesEdge, 'node'> & { node?: Maybe<ResolversTypes['EmailSeries']> }>;
  EmailSeriesInput: EmailSeriesInput;
  EmailSeriesPayload: ResolverTypeWrapper<Omit<EmailSeriesPayload, 'emailSeries'> & { emailSeries?: Maybe<ResolversTypes['EmailSeries']> }>;
  EmailSeriesSortField: ResolverTypeWrapper<EmailSeriesSortFieldValue>;
  EmailSeriesTemplateInput: EmailSeriesTemplateInput;
  EmailSubject: ResolverTypeWrapper<EmailSubjectValue>;
  EmailTemplate: ResolverTypeWrapper<EmailTemplateDto>;
  EmailTemplateConnection: ResolverTypeWrapper<Omit<EmailTemplateConnection, 'edges'> & { edges: Array<ResolversTypes['EmailTemplateEdge']> }>;
  EmailTemplateEdge: ResolverTypeWrapper<Omit<EmailTemplateEdge, 'node'> & { node?: Maybe<ResolversTypes['EmailTemplate']> }>;
  EmailTemplateInput: EmailTemplateInput;
  EmailTemplatePayload: ResolverTypeWrapper<Omit<EmailTemplatePayload, 'emailTemplate'> & { emailTemplate?: Maybe<ResolversTypes['EmailTemplate']> }>;
  EmailTemplateSortField: ResolverTypeWrapper<EmailTemplateSortFieldValue>;
  EmailTemplateType: ResolverTypeWrapper<EmailTemplateTypeDto>;
  EmailTemplateVariable: ResolverTypeWrapper<EmailTemplateVariableDto>;
  EmailTriggerInput: EmailTriggerInput;
  EntityPermission: ResolverTypeWrapper<Omit<EntityPermission, 'actions'> & { actions: Array<ResolversTypes['PermissionAction']> }>;
  Event: ResolverTypeWrapper<EventDto>;
  EventAttendance: ResolverTypeWrapper<EventAttendanceDto>;
  EventAttendanceConnection: ResolverTypeWrapper<Omit<EventAttendanceConnection, 'edges'> & { edges: Array<ResolversTypes['EventAttendanceEdge']> }>;
  EventAttendanceEdge: ResolverTypeWrapper<Omit<EventAttendanceEdge, 'node'> & { node?: Maybe<ResolversTypes['EventAttendance']> }>;
  EventAttendanceFilterInput: EventAttendanceFilterInput;
  EventAttendanceFormInput: EventAttendanceFormInput;
  EventAttendanceFormPayload: ResolverTypeWrapper<Omit<EventAttendanceFormPayload, 'eventAttendance' | 'responses'> & { eventAttendance?: Maybe<ResolversTypes['EventAttendance']>, responses?: Maybe<Array<ResolversTypes['AttendanceResponse']>> }>;
  EventAttendanceSortField: ResolverTypeWrapper<EventAttendanceSortFieldValue>;
  EventConnection: ResolverTypeWrapper<Omit<EventConnection, 'edges'> & { edges: Array<ResolversTypes['EventEdge']> }>;
  EventEdge: ResolverTypeWrapper<Omit<EventEdge, 'node'> & { node?: Maybe<ResolversTypes['Event']> }>;
  EventEmailDeliveryConnection: ResolverTypeWrapper<Omit<EventEmailDeliveryConnection, 'counts' | 'edges'> & { counts: Array<ResolversTypes['MailStatusCount']>, edges: Array<ResolversTypes['EventEmailDeliveryEdge']> }>;
  EventEmailDeliveryEdge: ResolverTypeWrapper<Omit<EventEmailDeliveryEdge, 'node'> & { node: ResolversTypes['EmailDeliveryRow'] }>;
  EventExpenseTotals: ResolverTypeWrapper<EventExpenseTotalsDto>;
  EventFilterInput: EventFilterInput;
  EventShareInfo: ResolverTypeWrapper<EventShareInfo>;
  EventShareInfoInput: EventShareInfoInput;
  EventSortField: ResolverTypeWrapper<EventSortFieldValue>;
  EventSpeaker: ResolverTypeWrapper<EventSpeakerDto>;
  EventStatus: ResolverTypeWrapper<EventStatusValue>;
  EventSurveyTemplate: ResolverTypeWrapper<EventSurveyTemplateDto>;
  EventType: ResolverTypeWrapper<EventTypeValue>;
  ExpenseFilteringRule: ResolverTypeWrapper<ExpenseFilteringRule>;
  ExpenseFilteringRuleInput: ExpenseFilteringRuleInput;
  ExpenseImportResult: ResolverTypeWrapper<ExpenseImportResultDto>;
  ExpenseImportRowInput: ExpenseImportRowInput;
  ExpenseLine: ResolverTypeWrapper<ExpenseLineDto>;
  ExpenseLinePayload: ResolverTypeWrapper<Omit<ExpenseLinePayload, 'line'> & { line?: Maybe<ResolversTypes['ExpenseLine']> }>;
  ExpenseRow: ResolverTypeWrapper<ExpenseRowDto>;
  ExpenseRowConnection: ResolverTypeWrapper<Omit<ExpenseRowConnection, 'edges'> & { edges: Array<ResolversTypes['ExpenseRowEdge']> }>;
  ExpenseRowEdge: ResolverTypeWrapper<Omit<ExpenseRowEdge, 'node'> & { node?: Maybe<ResolversTypes['ExpenseRow']> }>;
  ExpenseSortField: ResolverTypeWrapper<ExpenseSortFieldValue>;
  ExpenseStatus: ResolverTypeWrapper<ExpenseStatusValue>;
  FeatureFlag: ResolverTypeWrapper<FeatureFlag>;
  FeatureFlagInput: FeatureFlagInput;
  FeeOperation: FeeOperation;
  FeeOption: ResolverTypeWrapper<FeeOptionDto>;
  FeeOptionInput: FeeOptionInput;
  FeeQuestion: ResolverTypeWrapper<FeeQuestionDto>;
  FeeQuestionInput: FeeQuestionInput;
  FeeRateChange: ResolverTypeWrapper<FeeRateChangeValue>;
  FeeStructure: ResolverTypeWrapper<FeeStructureDto>;
  FeeStructurePayload: ResolverTypeWrapper<Omit<FeeStructurePayload, 'feeStructure'> & { feeStructure?: Maybe<ResolversTypes['FeeStructure']> }>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FieldRep: ResolverTypeWrapper<FieldRepDto>;
  FieldRepConnection: ResolverTypeWrapper<Omit<FieldRepConnection, 'edges'> & { edges: Array<ResolversTypes['FieldRepEdge']> }>;
  FieldRepEdge: ResolverTypeWrapper<Omit<FieldRepEdge, 'node'> & { node?: Maybe<ResolversTypes['FieldRep']> }>;
  FieldRepPayload: ResolverTypeWrapper<Omit<FieldRepPayload, 'fieldRep'> & { fieldRep?: Maybe<ResolversTypes['FieldRep']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoPoint: ResolverTypeWrapper<GeoPointDto>;
  GeoPrecision: ResolverTypeWrapper<GeoPrecisionValue>;
  GrantInput: GrantInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpersonatedSpeaker: ResolverTypeWrapper<ImpersonatedSpeaker>;
  ImportAttendanceStatus: ResolverTypeWrapper<ImportAttendanceStatusValue>;
  ImportAttendeesInput: ImportAttendeesInput;
  ImportAttendeesPayload: ResolverTypeWrapper<Omit<ImportAttendeesPayload, 'results'> & { results: Array<ResolversTypes['AttendeeImportResult']> }>;
  ImportEventLine: ResolverTypeWrapper<ImportEventLine>;
  ImportEventRowInput: ImportEventRowInput;
  ImportEventsInput: ImportEventsInput;
  ImportEventsPayload: ResolverTypeWrapper<ImportEventsPayload>;
  ImportExpenseLinesInput: ImportExpenseLinesInput;
  ImportExpenseLinesPayload: ResolverTypeWrapper<ExpenseImportDto>;
  InactivateSpeakerInput: InactivateSpeakerInput;
  Instance: ResolverTypeWrapper<Instance>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  LocationType: ResolverTypeWrapper<LocationTypeValue>;
  LogicOperator: ResolverTypeWrapper<LogicOperatorValue>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MailStatus: ResolverTypeWrapper<MailStatusValue>;
  MailStatusCount: ResolverTypeWrapper<Omit<MailStatusCount, 'status'> & { status: ResolversTypes['MailStatus'] }>;
  MailTransport: ResolverTypeWrapper<MailTransportValue>;
  MapSettings: ResolverTypeWrapper<MapSettings>;
  MealType: ResolverTypeWrapper<MealTypeValue>;
  MoveResourceGroupInput: MoveResourceGroupInput;
  MoveResourceGroupPayload: ResolverTypeWrapper<Omit<MoveResourceGroupPayload, 'resourceGroups'> & { resourceGroups: Array<ResolversTypes['ResourceGroup']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  OpenText: ResolverTypeWrapper<OpenText>;
  OpenTextInput: OpenTextInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Period: ResolverTypeWrapper<Period>;
  PeriodInput: PeriodInput;
  PermissionAction: ResolverTypeWrapper<PermissionActionValue>;
  Product: ResolverTypeWrapper<ProductValue>;
  ProductEntry: ResolverTypeWrapper<Omit<ProductEntry, 'product'> & { product: ResolversTypes['Product'] }>;
  ProductToggle: ResolverTypeWrapper<Omit<ProductToggle, 'product'> & { product: ResolversTypes['Product'] }>;
  ProductToggleInput: ProductToggleInput;
  ProfileConfigurationPayload: ResolverTypeWrapper<Omit<ProfileConfigurationPayload, 'configuration'> & { configuration?: Maybe<Array<ResolversTypes['ProfileGroupConfig']>> }>;
  ProfileFieldChangeInput: ProfileFieldChangeInput;
  ProfileFieldConfig: ResolverTypeWrapper<ProfileFieldConfigDto>;
  ProfileFieldSaveInput: ProfileFieldSaveInput;
  ProfileFieldType: ResolverTypeWrapper<ProfileFieldTypeValue>;
  ProfileGroupChangeInput: ProfileGroupChangeInput;
  ProfileGroupConfig: ResolverTypeWrapper<ProfileGroupConfigDto>;
  ProfileGroupSaveInput: ProfileGroupSaveInput;
  ProfileValueInput: ProfileValueInput;
  ProxiedImage: ResolverTypeWrapper<ProxiedImageDto>;
  PublicEvent: ResolverTypeWrapper<PublicEvent>;
  PublicPageClosed: ResolverTypeWrapper<PublicPageClosedValue>;
  PublicRegistrationPage: ResolverTypeWrapper<Omit<PublicRegistrationPage, 'closed' | 'questions'> & { closed?: Maybe<ResolversTypes['PublicPageClosed']>, questions: Array<ResolversTypes['Question']> }>;
  PublicRegistrationTemplate: ResolverTypeWrapper<PublicRegistrationTemplate>;
  PublicSurvey: ResolverTypeWrapper<Omit<PublicSurvey, 'closed' | 'questions' | 'skipLogic' | 'template'> & { closed?: Maybe<ResolversTypes['PublicPageClosed']>, questions: Array<ResolversTypes['Question']>, skipLogic: Array<ResolversTypes['SkipLogicEntry']>, template: ResolversTypes['PublicSurveyTemplate'] }>;
  PublicSurveyTemplate: ResolverTypeWrapper<Omit<PublicSurveyTemplate, 'language'> & { language: ResolversTypes['SurveyLanguage'] }>;
  PublicTenant: ResolverTypeWrapper<TenantDto>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<QuestionDto>;
  QuestionChoice: ResolverTypeWrapper<QuestionChoiceDto>;
  QuestionChoiceInput: QuestionChoiceInput;
  QuestionInput: QuestionInput;
  QuestionPreset: ResolverTypeWrapper<QuestionPresetDto>;
  QuestionType: ResolverTypeWrapper<QuestionTypeValue>;
  QuestionTypeInfo: ResolverTypeWrapper<QuestionTypeDto>;
  ReactivateSpeakerInput: ReactivateSpeakerInput;
  RefreshSessionInput: RefreshSessionInput;
  RefreshSessionPayload: ResolverTypeWrapper<RefreshSessionPayload>;
  Region: ResolverTypeWrapper<RegionDto>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  RegistrationAnalyticsConnection: ResolverTypeWrapper<Omit<RegistrationAnalyticsConnection, 'edges'> & { edges: Array<ResolversTypes['RegistrationAnalyticsEdge']> }>;
  RegistrationAnalyticsEdge: ResolverTypeWrapper<Omit<RegistrationAnalyticsEdge, 'node'> & { node: ResolversTypes['RegistrationAnalyticsRow'] }>;
  RegistrationAnalyticsRow: ResolverTypeWrapper<RegistrationAnalyticsRowDto>;
  RegistrationFormType: ResolverTypeWrapper<RegistrationFormTypeValue>;
  RegistrationTemplate: ResolverTypeWrapper<RegistrationTemplateDto>;
  RegistrationTemplateConnection: ResolverTypeWrapper<Omit<RegistrationTemplateConnection, 'edges'> & { edges: Array<ResolversTypes['RegistrationTemplateEdge']> }>;
  RegistrationTemplateEdge: ResolverTypeWrapper<Omit<RegistrationTemplateEdge, 'node'> & { node?: Maybe<ResolversTypes['RegistrationTemplate']> }>;
  RegistrationTemplateInput: RegistrationTemplateInput;
  RegistrationTemplatePayload: ResolverTypeWrapper<Omit<RegistrationTemplatePayload, 'registrationTemplate'> & { registrationTemplate?: Maybe<ResolversTypes['RegistrationTemplate']> }>;
  ReportPeriodInput: ReportPeriodInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResendAttendeeEmailInput: ResendAttendeeEmailInput;
  ResendAttendeeEmailPayload: ResolverTypeWrapper<ResendAttendeeEmailPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  Resource: ResolverTypeWrapper<ResourceDto>;
  ResourceAssignedFilter: ResolverTypeWrapper<ResourceAssignedFilterValue>;
  ResourceAssignee: ResolverTypeWrapper<AssignSpeakerDto>;
  ResourceAssigneeConnection: ResolverTypeWrapper<Omit<ResourceAssigneeConnection, 'edges'> & { edges: Array<ResolversTypes['ResourceAssigneeEdge']> }>;
  ResourceAssigneeEdge: ResolverTypeWrapper<Omit<ResourceAssigneeEdge, 'node'> & { node?: Maybe<ResolversTypes['ResourceAssignee']> }>;
  ResourceAssigneeSortField: ResolverTypeWrapper<ResourceAssigneeSortFieldValue>;
  ResourceConnection: ResolverTypeWrapper<Omit<ResourceConnection, 'edges'> & { edges: Array<ResolversTypes['ResourceEdge']> }>;
  ResourceEdge: ResolverTypeWrapper<Omit<ResourceEdge, 'node'> & { node?: Maybe<ResolversTypes['Resource']> }>;
  ResourceGroup: ResolverTypeWrapper<ResourceGroupDto>;
  ResourceGroupMove: ResolverTypeWrapper<ResourceGroupMoveValue>;
  ResourceGroupPayload: ResolverTypeWrapper<Omit<ResourceGroupPayload, 'resourceGroup'> & { resourceGroup?: Maybe<ResolversTypes['ResourceGroup']> }>;
  ResourcePayload: ResolverTypeWrapper<Omit<ResourcePayload, 'resource'> & { resource?: Maybe<ResolversTypes['Resource']> }>;
  ResourceSortField: ResolverTypeWrapper<ResourceSortFieldValue>;
  RespondentInput: RespondentInput;
  Role: ResolverTypeWrapper<RoleValue>;
  RoleName: ResolverTypeWrapper<RoleNameDto>;
  RolePermission: ResolverTypeWrapper<RolePermission>;
  RuleField: ResolverTypeWrapper<RuleFieldValue>;
  RuleNode: ResolverTypeWrapper<RuleNodeDto>;
  RuleNodeInput: RuleNodeInput;
  SaveEmailTemplateDesignInput: SaveEmailTemplateDesignInput;
  SaveEntityHiddenFieldsInput: SaveEntityHiddenFieldsInput;
  SaveEntityHiddenFieldsPayload: ResolverTypeWrapper<Omit<SaveEntityHiddenFieldsPayload, 'tenantConfiguration'> & { tenantConfiguration: ResolversTypes['TenantConfiguration'] }>;
  SaveExpenseFilteringRulesInput: SaveExpenseFilteringRulesInput;
  SaveFeatureFlagsInput: SaveFeatureFlagsInput;
  SaveFeeStructureInput: SaveFeeStructureInput;
  SaveRolePermissionsInput: SaveRolePermissionsInput;
  SaveSpeakerProfileConfigurationInput: SaveSpeakerProfileConfigurationInput;
  SaveSpeakerProfileValuesInput: SaveSpeakerProfileValuesInput;
  SaveTenantProductsInput: SaveTenantProductsInput;
  SaveTrainingVideoProgressInput: SaveTrainingVideoProgressInput;
  SendUserPasswordLinkInput: SendUserPasswordLinkInput;
  SendUserPasswordLinkPayload: ResolverTypeWrapper<SendUserPasswordLinkPayload>;
  SentMail: ResolverTypeWrapper<SentMailDto>;
  SentMailConnection: ResolverTypeWrapper<Omit<SentMailConnection, 'edges'> & { edges: Array<ResolversTypes['SentMailEdge']> }>;
  SentMailEdge: ResolverTypeWrapper<Omit<SentMailEdge, 'node'> & { node?: Maybe<ResolversTypes['SentMail']> }>;
  SetContractAddressInput: SetContractAddressInput;
  SetContractAddressPayload: ResolverTypeWrapper<Omit<SetContractAddressPayload, 'contractAddress'> & { contractAddress?: Maybe<ResolversTypes['ContractAddress']> }>;
  SetEventAttendanceStatusInput: SetEventAttendanceStatusInput;
  SetEventAttendanceStatusPayload: ResolverTypeWrapper<Omit<SetEventAttendanceStatusPayload, 'eventAttendances'> & { eventAttendances: Array<ResolversTypes['EventAttendance']> }>;
  SetSpeakerFeesInput: SetSpeakerFeesInput;
  SetSpeakerLiaisonInput: SetSpeakerLiaisonInput;
  SignInTemplate: ResolverTypeWrapper<SignInTemplateDto>;
  SkipLogicEntry: ResolverTypeWrapper<SkipLogicDto>;
  SkipLogicInput: SkipLogicInput;
  SlideDeck: ResolverTypeWrapper<AttachmentDto>;
  Speaker: ResolverTypeWrapper<SpeakerDto>;
  SpeakerConnection: ResolverTypeWrapper<Omit<SpeakerConnection, 'edges'> & { edges: Array<ResolversTypes['SpeakerEdge']> }>;
  SpeakerCrmStatus: ResolverTypeWrapper<SpeakerCrmStatusValue>;
  SpeakerEdge: ResolverTypeWrapper<Omit<SpeakerEdge, 'node'> & { node?: Maybe<ResolversTypes['Speaker']> }>;
  SpeakerEvent: ResolverTypeWrapper<SpeakerEventDto>;
  SpeakerFeeDifference: ResolverTypeWrapper<SpeakerFeeDifferenceDto>;
  SpeakerFeeRate: ResolverTypeWrapper<SpeakerFeeRateDto>;
  SpeakerFeeRateInput: SpeakerFeeRateInput;
  SpeakerFees: ResolverTypeWrapper<SpeakerFeesDto>;
  SpeakerFeesPayload: ResolverTypeWrapper<Omit<SpeakerFeesPayload, 'speakerFees'> & { speakerFees?: Maybe<ResolversTypes['SpeakerFees']> }>;
  SpeakerFilterInput: SpeakerFilterInput;
  SpeakerLiaison: ResolverTypeWrapper<LiaisonDto>;
  SpeakerPayload: ResolverTypeWrapper<Omit<SpeakerPayload, 'speaker'> & { speaker?: Maybe<ResolversTypes['Speaker']> }>;
  SpeakerProfileField: ResolverTypeWrapper<ProfileFieldDto>;
  SpeakerProfileGroup: ResolverTypeWrapper<ProfileGroupDto>;
  SpeakerProfileLayout: ResolverTypeWrapper<ProfileLayoutDto>;
  SpeakerSortField: ResolverTypeWrapper<SpeakerSortFieldValue>;
  SpeakerTraining: ResolverTypeWrapper<SpeakerTrainingDto>;
  SpeakerTrainingConnection: ResolverTypeWrapper<Omit<SpeakerTrainingConnection, 'edges'> & { edges: Array<ResolversTypes['SpeakerTrainingEdge']> }>;
  SpeakerTrainingEdge: ResolverTypeWrapper<Omit<SpeakerTrainingEdge, 'node'> & { node?: Maybe<ResolversTypes['SpeakerTraining']> }>;
  SpeakerTrainingPayload: ResolverTypeWrapper<Omit<SpeakerTrainingPayload, 'speakerTraining'> & { speakerTraining?: Maybe<ResolversTypes['SpeakerTraining']> }>;
  SpeakerTrainingSortField: ResolverTypeWrapper<SpeakerTrainingSortFieldValue>;
  SpeakerTrainingStatus: ResolverTypeWrapper<SpeakerTrainingStatusValue>;
  SpeakerType: ResolverTypeWrapper<SpeakerTypeValue>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitSurveyResponseInput: SubmitSurveyResponseInput;
  SubmitSurveyResponsePayload: ResolverTypeWrapper<SubmitSurveyResponsePayload>;
  SurveyAnswer: ResolverTypeWrapper<SurveyAnswer>;
  SurveyLanguage: ResolverTypeWrapper<SurveyLanguageValue>;
  SurveyResponse: ResolverTypeWrapper<SurveyResponseDto>;
  SurveyResponseConnection: ResolverTypeWrapper<Omit<SurveyResponseConnection, 'edges'> & { edges: Array<ResolversTypes['SurveyResponseEdge']> }>;
  SurveyResponseEdge: ResolverTypeWrapper<Omit<SurveyResponseEdge, 'node'> & { node: ResolversTypes['SurveyResponse'] }>;
  SurveyResponseSortField: ResolverTypeWrapper<SurveyResponseSortFieldValue>;
  SurveyResponseSummary: ResolverTypeWrapper<SurveyResponseSummaryDto>;
  SurveyResponseSummaryConnection: ResolverTypeWrapper<Omit<SurveyResponseSummaryConnection, 'edges'> & { edges: Array<ResolversTypes['SurveyResponseSummaryEdge']> }>;
  SurveyResponseSummaryEdge: ResolverTypeWrapper<Omit<SurveyResponseSummaryEdge, 'node'> & { node?: Maybe<ResolversTypes['SurveyResponseSummary']> }>;
  SurveyTemplate: ResolverTypeWrapper<SurveyTemplateDto>;
  SurveyTemplateConnection: ResolverTypeWrapper<Omit<SurveyTemplateConnection, 'edges'> & { edges: Array<ResolversTypes['SurveyTemplateEdge']> }>;
  SurveyTemplateEdge: ResolverTypeWrapper<Omit<SurveyTemplateEdge, 'node'> & { node?: Maybe<ResolversTypes['SurveyTemplate']> }>;
  SurveyTemplateInput: SurveyTemplateInput;
  SurveyTemplatePayload: ResolverTypeWrapper<Omit<SurveyTemplatePayload, 'surveyTemplate'> & { surveyTemplate?: Maybe<ResolversTypes['SurveyTemplate']> }>;
  SurveyTemplateRowInput: SurveyTemplateRowInput;
  TemplateSortField: ResolverTypeWrapper<TemplateSortFieldValue>;
  Tenant: ResolverTypeWrapper<TenantDto>;
  TenantConfiguration: ResolverTypeWrapper<Omit<TenantConfiguration, 'actions' | 'products' | 'roles'> & { actions: Array<ResolversTypes['ConfigurationAction']>, products: Array<ResolversTypes['ProductToggle']>, roles: Array<ResolversTypes['ConfigurationRole']> }>;
  TenantConfigurationPayload: ResolverTypeWrapper<Omit<TenantConfigurationPayload, 'tenantConfiguration'> & { tenantConfiguration: ResolversTypes['TenantConfiguration'] }>;
  Topic: ResolverTypeWrapper<TopicDto>;
  TopicConnection: ResolverTypeWrapper<Omit<TopicConnection, 'edges'> & { edges: Array<ResolversTypes['TopicEdge']> }>;
  TopicEdge: ResolverTypeWrapper<Omit<TopicEdge, 'node'> & { node?: Maybe<ResolversTypes['Topic']> }>;
  TrainingAssignment: ResolverTypeWrapper<TrainingAssignmentValue>;
  TrainingCertificate: ResolverTypeWrapper<TrainingCertificate>;
  TrainingProgram: ResolverTypeWrapper<TrainingProgramDto>;
  TrainingProgramConnection: ResolverTypeWrapper<Omit<TrainingProgramConnection, 'edges'> & { edges: Array<ResolversTypes['TrainingProgramEdge']> }>;
  TrainingProgramEdge: ResolverTypeWrapper<Omit<TrainingProgramEdge, 'node'> & { node?: Maybe<ResolversTypes['TrainingProgram']> }>;
  TrainingProgramPayload: ResolverTypeWrapper<Omit<TrainingProgramPayload, 'program'> & { program?: Maybe<ResolversTypes['TrainingProgram']> }>;
  TrainingProgramSortField: ResolverTypeWrapper<TrainingProgramSortFieldValue>;
  TrainingSpeaker: ResolverTypeWrapper<TrainingSpeakerDto>;
  TrainingTopic: ResolverTypeWrapper<TrainingTopicDto>;
  TrainingType: ResolverTypeWrapper<TrainingTypeValue>;
  TrainingVideo: ResolverTypeWrapper<TrainingVideoDto>;
  TriggerEmailPayload: ResolverTypeWrapper<TriggerEmailPayload>;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UnassignTrainingInput: UnassignTrainingInput;
  UnassignTrainingPayload: ResolverTypeWrapper<Omit<UnassignTrainingPayload, 'program'> & { program?: Maybe<ResolversTypes['TrainingProgram']> }>;
  UpdateContractInput: UpdateContractInput;
  UpdateDashboardChartInput: UpdateDashboardChartInput;
  UpdateEmailSeriesInput: UpdateEmailSeriesInput;
  UpdateEmailTemplateInput: UpdateEmailTemplateInput;
  UpdateEventAttendanceInput: UpdateEventAttendanceInput;
  UpdateEventInput: UpdateEventInput;
  UpdateEventPayload: ResolverTypeWrapper<Omit<UpdateEventPayload, 'event'> & { event?: Maybe<ResolversTypes['Event']> }>;
  UpdateExpenseLineInput: UpdateExpenseLineInput;
  UpdateFieldRepInput: UpdateFieldRepInput;
  UpdateProfileFieldsInput: UpdateProfileFieldsInput;
  UpdateProfileGroupsInput: UpdateProfileGroupsInput;
  UpdateRegistrationTemplateInput: UpdateRegistrationTemplateInput;
  UpdateResourceGroupInput: UpdateResourceGroupInput;
  UpdateResourceInput: UpdateResourceInput;
  UpdateSpeakerInput: UpdateSpeakerInput;
  UpdateSpeakerTrainingInput: UpdateSpeakerTrainingInput;
  UpdateSurveyTemplateInput: UpdateSurveyTemplateInput;
  UpdateTenantNameInput: UpdateTenantNameInput;
  UpdateTrainingProgramInput: UpdateTrainingProgramInput;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: ResolverTypeWrapper<Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UpdateVenueInput: UpdateVenueInput;
  User: ResolverTypeWrapper<UserDto>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node?: Maybe<ResolversTypes['User']> }>;
  UserFieldRep: ResolverTypeWrapper<UserFieldRepDto>;
  UserLinkKind: ResolverTypeWrapper<UserLinkKindValue>;
  UserLinkOption: ResolverTypeWrapper<UserLinkOption>;
  UserSortField: ResolverTypeWrapper<UserSortFieldValue>;
  UserSpeaker: ResolverTypeWrapper<UserSpeakerDto>;
  Venue: ResolverTypeWrapper<VenueDto>;
  VenueConnection: ResolverTypeWrapper<Omit<VenueConnection, 'edges'> & { edges: Array<ResolversTypes['VenueEdge']> }>;
  VenueEdge: ResolverTypeWrapper<Omit<VenueEdge, 'node'> & { node?: Maybe<ResolversTypes['Venue']> }>;
  VenuePayload: ResolverTypeWrapper<Omit<VenuePayload, 'venue'> & { venue?: Maybe<ResolversTypes['Venue']> }>;
  VenueSortField: ResolverTypeWrapper<VenueSortFieldValue>;
  Version: ResolverTypeWrapper<Version>;
  Viewer: ResolverTypeWrapper<UserDataDto>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddBlackoutDatesInput: AddBlackoutDatesInput;
  AddBlackoutDatesPayload: Omit<AddBlackoutDatesPayload, 'blackoutDates'> & { blackoutDates: Array<ResolversParentTypes['BlackoutDate']> };
  AddCheckInput: AddCheckInput;
  AddCheckPayload: Omit<AddCheckPayload, 'check'> & { check?: Maybe<ResolversParentTypes['Check']> };
  AddDashboardChartInput: AddDashboardChartInput;
  AddExpenseLineInput: AddExpenseLineInput;
  AnswerInput: AnswerInput;
  ArchiveResourceInput: ArchiveResourceInput;
  AssignResourceInput: AssignResourceInput;
  AssignResourcePayload: AssignResourcePayload;
  AssignTrainingInput: AssignTrainingInput;
  AssignTrainingPayload: Omit<AssignTrainingPayload, 'program'> & { program?: Maybe<ResolversParentTypes['TrainingProgram']> };
  Attachment: AttachmentRefDto;
  AttendanceResponse: AttendanceResponseDto;
  Attendee: AttendeeDto;
  AttendeeImportResult: AttendeeImportResultDto;
  AttendeeImportRowInput: AttendeeImportRowInput;
  BlackoutDate: BlackoutDateDto;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  Check: CheckDto;
  CheckAnswerInput: CheckAnswerInput;
  CheckConnection: Omit<CheckConnection, 'edges'> & { edges: Array<ResolversParentTypes['CheckEdge']> };
  CheckEdge: Omit<CheckEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Check']> };
  CheckLogEntry: CheckLogEntryDto;
  CheckMeta: CheckMetaDto;
  ComparatorInfo: ComparatorDto;
  Conference: Conference;
  ConferenceInput: ConferenceInput;
  ConfigurationAction: ConfigurationAction;
  ConfigurationChange: ConfigurationChange;
  ConfigurationEntity: ConfigurationEntity;
  ConfigurationRole: ConfigurationRole;
  Contract: ContractDto;
  ContractAddress: ContractAddressDto;
  ContractFileInput: ContractFileInput;
  ContractPayload: Omit<ContractPayload, 'contract'> & { contract?: Maybe<ResolversParentTypes['Contract']> };
  CopyRolePermissionsInput: CopyRolePermissionsInput;
  CreateContractInput: CreateContractInput;
  CreateEmailSeriesInput: CreateEmailSeriesInput;
  CreateEmailTemplateInput: CreateEmailTemplateInput;
  CreateEventAttendanceInput: CreateEventAttendanceInput;
  CreateEventInput: CreateEventInput;
  CreateEventPayload: Omit<CreateEventPayload, 'event' | 'eventEdge'> & { event?: Maybe<ResolversParentTypes['Event']>, eventEdge?: Maybe<ResolversParentTypes['EventEdge']> };
  CreateFieldRepInput: CreateFieldRepInput;
  CreateProfileFieldInput: CreateProfileFieldInput;
  CreateProfileGroupInput: CreateProfileGroupInput;
  CreateRegistrationTemplateInput: CreateRegistrationTemplateInput;
  CreateResourceGroupInput: CreateResourceGroupInput;
  CreateResourceInput: CreateResourceInput;
  CreateSpeakerInput: CreateSpeakerInput;
  CreateSpeakerLoginInput: CreateSpeakerLoginInput;
  CreateSpeakerLoginPayload: Omit<CreateSpeakerLoginPayload, 'speaker'> & { speaker?: Maybe<ResolversParentTypes['Speaker']> };
  CreateSpeakerPayload: Omit<CreateSpeakerPayload, 'speaker' | 'speakerEdge'> & { speaker?: Maybe<ResolversParentTypes['Speaker']>, speakerEdge?: Maybe<ResolversParentTypes['SpeakerEdge']> };
  CreateSurveyTemplateInput: CreateSurveyTemplateInput;
  CreateTrainingProgramInput: CreateTrainingProgramInput;
  CreateUserInput: CreateUserInput;
  CreateUserPayload: Omit<CreateUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  CreateVenueInput: CreateVenueInput;
  Dashboard: DashboardDto;
  DashboardChart: DashboardChartDto;
  DashboardChartData: ChartDataDto;
  DashboardChartPayload: DashboardChartPayloadDto;
  DashboardFiltersInput: DashboardFiltersInput;
  DashboardRow: DashboardRowDto;
  DashboardRowConnection: Omit<DashboardRowConnection, 'edges'> & { edges: Array<ResolversParentTypes['DashboardRowEdge']> };
  DashboardRowEdge: Omit<DashboardRowEdge, 'node'> & { node?: Maybe<ResolversParentTypes['DashboardRow']> };
  DashboardSeries: DashboardSeries;
  DateTime: Scalars['DateTime']['output'];
  DeleteBlackoutDateInput: DeleteBlackoutDateInput;
  DeleteBlackoutDatePayload: DeleteBlackoutDatePayload;
  DeleteCheckInput: DeleteCheckInput;
  DeleteCheckPayload: DeleteCheckPayload;
  DeleteContractFileInput: DeleteContractFileInput;
  DeleteContractFilePayload: DeleteContractFilePayload;
  DeleteContractInput: DeleteContractInput;
  DeleteContractPayload: DeleteContractPayload;
  DeleteDashboardChartInput: DeleteDashboardChartInput;
  DeleteDashboardChartPayload: DeleteDashboardChartPayloadDto;
  DeleteEmailSeriesInput: DeleteEmailSeriesInput;
  DeleteEmailSeriesPayload: DeleteEmailSeriesPayload;
  DeleteEmailTemplateInput: DeleteEmailTemplateInput;
  DeleteEmailTemplatePayload: DeleteEmailTemplatePayload;
  DeleteEventAttendancesInput: DeleteEventAttendancesInput;
  DeleteEventAttendancesPayload: DeleteEventAttendancesPayload;
  DeleteEventsInput: DeleteEventsInput;
  DeleteEventsPayload: DeleteEventsPayload;
  DeleteExpenseLineInput: DeleteExpenseLineInput;
  DeleteExpenseLinePayload: DeleteExpenseLinePayload;
  DeleteFieldRepInput: DeleteFieldRepInput;
  DeleteFieldRepPayload: DeleteFieldRepPayload;
  DeleteProfileFieldInput: DeleteProfileFieldInput;
  DeleteProfileGroupInput: DeleteProfileGroupInput;
  DeleteResourceGroupInput: DeleteResourceGroupInput;
  DeleteResourceGroupPayload: DeleteResourceGroupPayload;
  DeleteResourceInput: DeleteResourceInput;
  DeleteResourcePayload: DeleteResourcePayload;
  DeleteSpeakerInput: DeleteSpeakerInput;
  DeleteSpeakerPayload: DeleteSpeakerPayload;
  DeleteSurveyTemplateInput: DeleteSurveyTemplateInput;
  DeleteSurveyTemplatePayload: DeleteSurveyTemplatePayload;
  DeleteTrainingCertificateInput: DeleteTrainingCertificateInput;
  DeleteTrainingProgramInput: DeleteTrainingProgramInput;
  DeleteTrainingProgramPayload: DeleteTrainingProgramPayload;
  DeleteTrainingVideoInput: DeleteTrainingVideoInput;
  DeleteUserInput: DeleteUserInput;
  DeleteUserPayload: DeleteUserPayload;
  DeleteVenueInput: DeleteVenueInput;
  DeleteVenuePayload: DeleteVenuePayload;
  EmailAddress: Scalars['EmailAddress']['output'];
  EmailDeliveryRow: EmailDeliveryRowDto;
  EmailDesign: Omit<EmailDesign, 'blocks'> & { blocks: Array<ResolversParentTypes['EmailDesignBlock']> };
  EmailDesignBlock: EmailDesignBlock;
  EmailDesignBlockInput: EmailDesignBlockInput;
  EmailDesignInput: EmailDesignInput;
  EmailDesignPreview: EmailDesignPreview;
  EmailPreview: EmailPreview;
  EmailSeries: EmailSeriesDto;
  EmailSeriesConnection: Omit<EmailSeriesConnection, 'edges'> & { edges: Array<ResolversParentTypes['EmailSeriesEdge']> };
  EmailSeriesEdge: Omit<EmailSeriesEdge, 'node'> & { node?: Maybe<ResolversParentTypes['EmailSeries']> };
  EmailSeriesInput: EmailSeriesInput;
  EmailSeriesPayload: Omit<EmailSeriesPayload, 'emailSeries'> & { emailSeries?: Maybe<ResolversParentTypes['EmailSeries']> };
  EmailSeriesTemplateInput: EmailSeriesTemplateInput;
  EmailTemplate: EmailTemplateDto;
  EmailTemplateConnection: Omit<EmailTemplateConnection, 'edges'> & { edges: Array<ResolversParentTypes['EmailTemplateEdge']> };
  EmailTemplateEdge: Omit<EmailTemplateEdge, 'node'> & { node?: Maybe<ResolversParentTypes['EmailTemplate']> };
  EmailTemplateInput: EmailTemplateInput;
  EmailTemplatePayload: Omit<EmailTemplatePayload, 'emailTemplate'> & { emailTemplate?: Maybe<ResolversParentTypes['EmailTemplate']> };
  EmailTemplateType: EmailTemplateTypeDto;
  EmailTemplateVariable: EmailTemplateVariableDto;
  EmailTriggerInput: EmailTriggerInput;
  EntityPermission: EntityPermission;
  Event: EventDto;
  EventAttendance: EventAttendanceDto;
  EventAttendanceConnection: Omit<EventAttendanceConnection, 'edges'> & { edges: Array<ResolversParentTypes['EventAttendanceEdge']> };
  EventAttendanceEdge: Omit<EventAttendanceEdge, 'node'> & { node?: Maybe<ResolversParentTypes['EventAttendance']> };
  EventAttendanceFilterInput: EventAttendanceFilterInput;
  EventAttendanceFormInput: EventAttendanceFormInput;
  EventAttendanceFormPayload: Omit<EventAttendanceFormPayload, 'eventAttendance' | 'responses'> & { eventAttendance?: Maybe<ResolversParentTypes['EventAttendance']>, responses?: Maybe<Array<ResolversParentTypes['AttendanceResponse']>> };
  EventConnection: Omit<EventConnection, 'edges'> & { edges: Array<ResolversParentTypes['EventEdge']> };
  EventEdge: Omit<EventEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Event']> };
  EventEmailDeliveryConnection: Omit<EventEmailDeliveryConnection, 'counts' | 'edges'> & { counts: Array<ResolversParentTypes['MailStatusCount']>, edges: Array<ResolversParentTypes['EventEmailDeliveryEdge']> };
  EventEmailDeliveryEdge: Omit<EventEmailDeliveryEdge, 'node'> & { node: ResolversParentTypes['EmailDeliveryRow'] };
  EventExpenseTotals: EventExpenseTotalsDto;
  EventFilterInput: EventFilterInput;
  EventShareInfo: EventShareInfo;
  EventShareInfoInput: EventShareInfoInput;
  EventSpeaker: EventSpeakerDto;
  EventSurveyTemplate: EventSurveyTemplateDto;
  ExpenseFilteringRule: ExpenseFilteringRule;
  ExpenseFilteringRuleInput: ExpenseFilteringRuleInput;
  ExpenseImportResult: ExpenseImportResultDto;
  ExpenseImportRowInput: ExpenseImportRowInput;
  ExpenseLine: ExpenseLineDto;
  ExpenseLinePayload: Omit<ExpenseLinePayload, 'line'> & { line?: Maybe<ResolversParentTypes['ExpenseLine']> };
  ExpenseRow: ExpenseRowDto;
  ExpenseRowConnection: Omit<ExpenseRowConnection, 'edges'> & { edges: Array<ResolversParentTypes['ExpenseRowEdge']> };
  ExpenseRowEdge: Omit<ExpenseRowEdge, 'node'> & { node?: Maybe<ResolversParentTypes['ExpenseRow']> };
  FeatureFlag: FeatureFlag;
  FeatureFlagInput: FeatureFlagInput;
  FeeOption: FeeOptionDto;
  FeeOptionInput: FeeOptionInput;
  FeeQuestion: FeeQuestionDto;
  FeeQuestionInput: FeeQuestionInput;
  FeeStructure: FeeStructureDto;
  FeeStructurePayload: Omit<FeeStructurePayload, 'feeStructure'> & { feeStructure?: Maybe<ResolversParentTypes['FeeStructure']> };
  FieldError: FieldError;
  FieldRep: FieldRepDto;
  FieldRepConnection: Omit<FieldRepConnection, 'edges'> & { edges: Array<ResolversParentTypes['FieldRepEdge']> };
  FieldRepEdge: Omit<FieldRepEdge, 'node'> & { node?: Maybe<ResolversParentTypes['FieldRep']> };
  FieldRepPayload: Omit<FieldRepPayload, 'fieldRep'> & { fieldRep?: Maybe<ResolversParentTypes['FieldRep']> };
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPointDto;
  GrantInput: GrantInput;
  ID: Scalars['ID']['output'];
  ImpersonatedSpeaker: ImpersonatedSpeaker;
  ImportAttendeesInput: ImportAttendeesInput;
  ImportAttendeesPayload: Omit<ImportAttendeesPayload, 'results'> & { results: Array<ResolversParentTypes['AttendeeImportResult']> };
  ImportEventLine: ImportEventLine;
  ImportEventRowInput: ImportEventRowInput;
  ImportEventsInput: ImportEventsInput;
  ImportEventsPayload: ImportEventsPayload;
  ImportExpenseLinesInput: ImportExpenseLinesInput;
  ImportExpenseLinesPayload: ExpenseImportDto;
  InactivateSpeakerInput: InactivateSpeakerInput;
  Instance: Instance;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LocalDate: Scalars['LocalDate']['output'];
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  LogoutPayload: LogoutPayload;
  MailStatusCount: MailStatusCount;
  MapSettings: MapSettings;
  MoveResourceGroupInput: MoveResourceGroupInput;
  MoveResourceGroupPayload: Omit<MoveResourceGroupPayload, 'resourceGroups'> & { resourceGroups: Array<ResolversParentTypes['ResourceGroup']> };
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  OpenText: OpenText;
  OpenTextInput: OpenTextInput;
  PageInfo: PageInfo;
  Period: Period;
  PeriodInput: PeriodInput;
  ProductEntry: ProductEntry;
  ProductToggle: ProductToggle;
  ProductToggleInput: ProductToggleInput;
  ProfileConfigurationPayload: Omit<ProfileConfigurationPayload, 'configuration'> & { configuration?: Maybe<Array<ResolversParentTypes['ProfileGroupConfig']>> };
  ProfileFieldChangeInput: ProfileFieldChangeInput;
  ProfileFieldConfig: ProfileFieldConfigDto;
  ProfileFieldSaveInput: ProfileFieldSaveInput;
  ProfileGroupChangeInput: ProfileGroupChangeInput;
  ProfileGroupConfig: ProfileGroupConfigDto;
  ProfileGroupSaveInput: ProfileGroupSaveInput;
  ProfileValueInput: ProfileValueInput;
  ProxiedImage: ProxiedImageDto;
  PublicEvent: PublicEvent;
  PublicRegistrationPage: Omit<PublicRegistrationPage, 'questions'> & { questions: Array<ResolversParentTypes['Question']> };
  PublicRegistrationTemplate: PublicRegistrationTemplate;
  PublicSurvey: Omit<PublicSurvey, 'questions' | 'skipLogic' | 'template'> & { questions: Array<ResolversParentTypes['Question']>, skipLogic: Array<ResolversParentTypes['SkipLogicEntry']>, template: ResolversParentTypes['PublicSurveyTemplate'] };
  PublicSurveyTemplate: PublicSurveyTemplate;
  PublicTenant: TenantDto;
  Query: Record<PropertyKey, never>;
  Question: QuestionDto;
  QuestionChoice: QuestionChoiceDto;
  QuestionChoiceInput: QuestionChoiceInput;
  QuestionInput: QuestionInput;
  QuestionPreset: QuestionPresetDto;
  QuestionTypeInfo: QuestionTypeDto;
  ReactivateSpeakerInput: ReactivateSpeakerInput;
  RefreshSessionInput: RefreshSessionInput;
  RefreshSessionPayload: RefreshSessionPayload;
  Region: RegionDto;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  RegistrationAnalyticsConnection: Omit<RegistrationAnalyticsConnection, 'edges'> & { edges: Array<ResolversParentTypes['RegistrationAnalyticsEdge']> };
  RegistrationAnalyticsEdge: Omit<RegistrationAnalyticsEdge, 'node'> & { node: ResolversParentTypes['RegistrationAnalyticsRow'] };
  RegistrationAnalyticsRow: RegistrationAnalyticsRowDto;
  RegistrationTemplate: RegistrationTemplateDto;
  RegistrationTemplateConnection: Omit<RegistrationTemplateConnection, 'edges'> & { edges: Array<ResolversParentTypes['RegistrationTemplateEdge']> };
  RegistrationTemplateEdge: Omit<RegistrationTemplateEdge, 'node'> & { node?: Maybe<ResolversParentTypes['RegistrationTemplate']> };
  RegistrationTemplateInput: RegistrationTemplateInput;
  RegistrationTemplatePayload: Omit<RegistrationTemplatePayload, 'registrationTemplate'> & { registrationTemplate?: Maybe<ResolversParentTypes['RegistrationTemplate']> };
  ReportPeriodInput: ReportPeriodInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResendAttendeeEmailInput: ResendAttendeeEmailInput;
  ResendAttendeeEmailPayload: ResendAttendeeEmailPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  Resource: ResourceDto;
  ResourceAssignee: AssignSpeakerDto;
  ResourceAssigneeConnection: Omit<ResourceAssigneeConnection, 'edges'> & { edges: Array<ResolversParentTypes['ResourceAssigneeEdge']> };
  ResourceAssigneeEdge: Omit<ResourceAssigneeEdge, 'node'> & { node?: Maybe<ResolversParentTypes['ResourceAssignee']> };
  ResourceConnection: Omit<ResourceConnection, 'edges'> & { edges: Array<ResolversParentTypes['ResourceEdge']> };
  ResourceEdge: Omit<ResourceEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Resource']> };
  ResourceGroup: ResourceGroupDto;
  ResourceGroupPayload: Omit<ResourceGroupPayload, 'resourceGroup'> & { resourceGroup?: Maybe<ResolversParentTypes['ResourceGroup']> };
  ResourcePayload: Omit<ResourcePayload, 'resource'> & { resource?: Maybe<ResolversParentTypes['Resource']> };
  RespondentInput: RespondentInput;
  RoleName: RoleNameDto;
  RolePermission: RolePermission;
  RuleNode: RuleNodeDto;
  RuleNodeInput: RuleNodeInput;
  SaveEmailTemplateDesignInput: SaveEmailTemplateDesignInput;
  SaveEntityHiddenFieldsInput: SaveEntityHiddenFieldsInput;
  SaveEntityHiddenFieldsPayload: Omit<SaveEntityHiddenFieldsPayload, 'tenantConfiguration'> & { tenantConfiguration: ResolversParentTypes['TenantConfiguration'] };
  SaveExpenseFilteringRulesInput: SaveExpenseFilteringRulesInput;
  SaveFeatureFlagsInput: SaveFeatureFlagsInput;
  SaveFeeStructureInput: SaveFeeStructureInput;
  SaveRolePermissionsInput: SaveRolePermissionsInput;
  SaveSpeakerProfileConfigurationInput: SaveSpeakerProfileConfigurationInput;
  SaveSpeakerProfileValuesInput: SaveSpeakerProfileValuesInput;
  SaveTenantProductsInput: SaveTenantProductsInput;
  SaveTrainingVideoProgressInput: SaveTrainingVideoProgressInput;
  SendUserPasswordLinkInput: SendUserPasswordLinkInput;
  SendUserPasswordLinkPayload: SendUserPasswordLinkPayload;
  SentMail: SentMailDto;
  SentMailConnection: Omit<SentMailConnection, 'edges'> & { edges: Array<ResolversParentTypes['SentMailEdge']> };
  SentMailEdge: Omit<SentMailEdge, 'node'> & { node?: Maybe<ResolversParentTypes['SentMail']> };
  SetContractAddressInput: SetContractAddressInput;
  SetContractAddressPayload: Omit<SetContractAddressPayload, 'contractAddress'> & { contractAddress?: Maybe<ResolversParentTypes['ContractAddress']> };
  SetEventAttendanceStatusInput: SetEventAttendanceStatusInput;
  SetEventAttendanceStatusPayload: Omit<SetEventAttendanceStatusPayload, 'eventAttendances'> & { eventAttendances: Array<ResolversParentTypes['EventAttendance']> };
  SetSpeakerFeesInput: SetSpeakerFeesInput;
  SetSpeakerLiaisonInput: SetSpeakerLiaisonInput;
  SignInTemplate: SignInTemplateDto;
  SkipLogicEntry: SkipLogicDto;
  SkipLogicInput: SkipLogicInput;
  SlideDeck: AttachmentDto;
  Speaker: SpeakerDto;
  SpeakerConnection: Omit<SpeakerConnection, 'edges'> & { edges: Array<ResolversParentTypes['SpeakerEdge']> };
  SpeakerEdge: Omit<SpeakerEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Speaker']> };
  SpeakerEvent: SpeakerEventDto;
  SpeakerFeeDifference: SpeakerFeeDifferenceDto;
  SpeakerFeeRate: SpeakerFeeRateDto;
  SpeakerFeeRateInput: SpeakerFeeRateInput;
  SpeakerFees: SpeakerFeesDto;
  SpeakerFeesPayload: Omit<SpeakerFeesPayload, 'speakerFees'> & { speakerFees?: Maybe<ResolversParentTypes['SpeakerFees']> };
  SpeakerFilterInput: SpeakerFilterInput;
  SpeakerLiaison: LiaisonDto;
  SpeakerPayload: Omit<SpeakerPayload, 'speaker'> & { speaker?: Maybe<ResolversParentTypes['Speaker']> };
  SpeakerProfileField: ProfileFieldDto;
  SpeakerProfileGroup: ProfileGroupDto;
  SpeakerProfileLayout: ProfileLayoutDto;
  SpeakerTraining: SpeakerTrainingDto;
  SpeakerTrainingConnection: Omit<SpeakerTrainingConnection, 'edges'> & { edges: Array<ResolversParentTypes['SpeakerTrainingEdge']> };
  SpeakerTrainingEdge: Omit<SpeakerTrainingEdge, 'node'> & { node?: Maybe<ResolversParentTypes['SpeakerTraining']> };
  SpeakerTrainingPayload: Omit<SpeakerTrainingPayload, 'speakerTraining'> & { speakerTraining?: Maybe<ResolversParentTypes['SpeakerTraining']> };
  String: Scalars['String']['output'];
  SubmitSurveyResponseInput: SubmitSurveyResponseInput;
  SubmitSurveyResponsePayload: SubmitSurveyResponsePayload;
  SurveyAnswer: SurveyAnswer;
  SurveyResponse: SurveyResponseDto;
  SurveyResponseConnection: Omit<SurveyResponseConnection, 'edges'> & { edges: Array<ResolversParentTypes['SurveyResponseEdge']> };
  SurveyResponseEdge: Omit<SurveyResponseEdge, 'node'> & { node: ResolversParentTypes['SurveyResponse'] };
  SurveyResponseSummary: SurveyResponseSummaryDto;
  SurveyResponseSummaryConnection: Omit<SurveyResponseSummaryConnection, 'edges'> & { edges: Array<ResolversParentTypes['SurveyResponseSummaryEdge']> };
  SurveyResponseSummaryEdge: Omit<SurveyResponseSummaryEdge, 'node'> & { node?: Maybe<ResolversParentTypes['SurveyResponseSummary']> };
  SurveyTemplate: SurveyTemplateDto;
  SurveyTemplateConnection: Omit<SurveyTemplateConnection, 'edges'> & { edges: Array<ResolversParentTypes['SurveyTemplateEdge']> };
  SurveyTemplateEdge: Omit<SurveyTemplateEdge, 'node'> & { node?: Maybe<ResolversParentTypes['SurveyTemplate']> };
  SurveyTemplateInput: SurveyTemplateInput;
  SurveyTemplatePayload: Omit<SurveyTemplatePayload, 'surveyTemplate'> & { surveyTemplate?: Maybe<ResolversParentTypes['SurveyTemplate']> };
  SurveyTemplateRowInput: SurveyTemplateRowInput;
  Tenant: TenantDto;
  TenantConfiguration: Omit<TenantConfiguration, 'actions' | 'products' | 'roles'> & { actions: Array<ResolversParentTypes['ConfigurationAction']>, products: Array<ResolversParentTypes['ProductToggle']>, roles: Array<ResolversParentTypes['ConfigurationRole']> };
  TenantConfigurationPayload: Omit<TenantConfigurationPayload, 'tenantConfiguration'> & { tenantConfiguration: ResolversParentTypes['TenantConfiguration'] };
  Topic: TopicDto;
  TopicConnection: Omit<TopicConnection, 'edges'> & { edges: Array<ResolversParentTypes['TopicEdge']> };
  TopicEdge: Omit<TopicEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Topic']> };
  TrainingCertificate: TrainingCertificate;
  TrainingProgram: TrainingProgramDto;
  TrainingProgramConnection: Omit<TrainingProgramConnection, 'edges'> & { edges: Array<ResolversParentTypes['TrainingProgramEdge']> };
  TrainingProgramEdge: Omit<TrainingProgramEdge, 'node'> & { node?: Maybe<ResolversParentTypes['TrainingProgram']> };
  TrainingProgramPayload: Omit<TrainingProgramPayload, 'program'> & { program?: Maybe<ResolversParentTypes['TrainingProgram']> };
  TrainingSpeaker: TrainingSpeakerDto;
  TrainingTopic: TrainingTopicDto;
  TrainingVideo: TrainingVideoDto;
  TriggerEmailPayload: TriggerEmailPayload;
  URL: Scalars['URL']['output'];
  UnassignTrainingInput: UnassignTrainingInput;
  UnassignTrainingPayload: Omit<UnassignTrainingPayload, 'program'> & { program?: Maybe<ResolversParentTypes['TrainingProgram']> };
  UpdateContractInput: UpdateContractInput;
  UpdateDashboardChartInput: UpdateDashboardChartInput;
  UpdateEmailSeriesInput: UpdateEmailSeriesInput;
  UpdateEmailTemplateInput: UpdateEmailTemplateInput;
  UpdateEventAttendanceInput: UpdateEventAttendanceInput;
  UpdateEventInput: UpdateEventInput;
  UpdateEventPayload: Omit<UpdateEventPayload, 'event'> & { event?: Maybe<ResolversParentTypes['Event']> };
  UpdateExpenseLineInput: UpdateExpenseLineInput;
  UpdateFieldRepInput: UpdateFieldRepInput;
  UpdateProfileFieldsInput: UpdateProfileFieldsInput;
  UpdateProfileGroupsInput: UpdateProfileGroupsInput;
  UpdateRegistrationTemplateInput: UpdateRegistrationTemplateInput;
  UpdateResourceGroupInput: UpdateResourceGroupInput;
  UpdateResourceInput: UpdateResourceInput;
  UpdateSpeakerInput: UpdateSpeakerInput;
  UpdateSpeakerTrainingInput: UpdateSpeakerTrainingInput;
  UpdateSurveyTemplateInput: UpdateSurveyTemplateInput;
  UpdateTenantNameInput: UpdateTenantNameInput;
  UpdateTrainingProgramInput: UpdateTrainingProgramInput;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UpdateVenueInput: UpdateVenueInput;
  User: UserDto;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserEdge: Omit<UserEdge, 'node'> & { node?: Maybe<ResolversParentTypes['User']> };
  UserFieldRep: UserFieldRepDto;
  UserLinkOption: UserLinkOption;
  UserSpeaker: UserSpeakerDto;
  Venue: VenueDto;
  VenueConnection: Omit<VenueConnection, 'edges'> & { edges: Array<ResolversParentTypes['VenueEdge']> };
  VenueEdge: Omit<VenueEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Venue']> };
  VenuePayload: Omit<VenuePayload, 'venue'> & { venue?: Maybe<ResolversParentTypes['Venue']> };
  Version: Version;
  Viewer: UserDataDto;
}>;

export type AddBlackoutDatesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddBlackoutDatesPayload'] = ResolversParentTypes['AddBlackoutDatesPayload']> = ResolversObject<{
  blackoutDates?: Resolver<Array<ResolversTypes['BlackoutDate']>, ParentType, ContextType>;
}>;

export type AddCheckPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddCheckPayload'] = ResolversParentTypes['AddCheckPayload']> = ResolversObject<{
  check?: Resolver<Maybe<ResolversTypes['Check']>, ParentType, ContextType>;
}>;

export type AssignResourcePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssignResourcePayload'] = ResolversParentTypes['AssignResourcePayload']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssignTrainingPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssignTrainingPayload'] = ResolversParentTypes['AssignTrainingPayload']> = ResolversObject<{
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['TrainingProgram']>, ParentType, ContextType>;
}>;

export type AttachmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = ResolversObject<{
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AttendanceResponseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendanceResponse'] = ResolversParentTypes['AttendanceResponse']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bool?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  choiceRefs?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  openTexts?: Resolver<Maybe<Array<ResolversTypes['OpenText']>>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AttendanceStatusResolvers = { ATTENDED: 'attended', CANCELLED: 'cancelled', INELIGIBLE: 'ineligible', NOSHOW: 'noshow', REGISTERED: 'registered', WALKIN: 'walkin' };

export type AttendeeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Attendee'] = ResolversParentTypes['Attendee']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketingOptIn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['AttendeeType']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AttendeeImportResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendeeImportResult'] = ResolversParentTypes['AttendeeImportResult']> = ResolversObject<{
  eventAttendanceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttendeeTypeResolvers = { CAREGIVER: 'caregiver', HCP: 'hcp', PATIENT: 'patient' };

export type AuthTypeResolvers = { AZURE_AD: 'azure-ad', LOCAL: 'local', OKTA: 'okta' };

export type BlackoutDateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlackoutDate'] = ResolversParentTypes['BlackoutDate']> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CheckResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Check'] = ResolversParentTypes['Check']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['CheckMeta'], ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speakerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CheckConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckConnection'] = ResolversParentTypes['CheckConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CheckEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CheckEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckEdge'] = ResolversParentTypes['CheckEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Check']>, ParentType, ContextType>;
}>;

export type CheckLogEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckLogEntry'] = ResolversParentTypes['CheckLogEntry']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mathLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['FeeOperation'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CheckMetaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckMeta'] = ResolversParentTypes['CheckMeta']> = ResolversObject<{
  calculatedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  log?: Resolver<Array<ResolversTypes['CheckLogEntry']>, ParentType, ContextType>;
  overrideAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overrideReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rounded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CheckSortFieldResolvers = { AMOUNT: 'amount', CREATED_AT: 'createdAt', FIRST_NAME: 'firstName', LAST_NAME: 'lastName', SHORT_NAME: 'shortName' };

export type ComparatorResolvers = { CONTAIN: 'contain', EMPTY: 'empty', EQUAL: 'equal', GREATER: 'greater', IS_FALSE: 'is-false', IS_TRUE: 'is-true', LESS: 'less', NOT_EMPTY: 'not-empty', NOT_EQUAL: 'not-equal' };

export type ComparatorInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ComparatorInfo'] = ResolversParentTypes['ComparatorInfo']> = ResolversObject<{
  comparator?: Resolver<ResolversTypes['Comparator'], ParentType, ContextType>;
  inputs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Conference'] = ResolversParentTypes['Conference']> = ResolversObject<{
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ConfigurationActionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfigurationAction'] = ResolversParentTypes['ConfigurationAction']> = ResolversObject<{
  action?: Resolver<ResolversTypes['PermissionAction'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConfigurationChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfigurationChange'] = ResolversParentTypes['ConfigurationChange']> = ResolversObject<{
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfigurationEntityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfigurationEntity'] = ResolversParentTypes['ConfigurationEntity']> = ResolversObject<{
  hideableFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfigurationRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfigurationRole'] = ResolversParentTypes['ConfigurationRole']> = ResolversObject<{
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type ContractResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = ResolversObject<{
  contractFile?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  speakerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ContractType']>, ParentType, ContextType>;
  w9File?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContractAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContractAddress'] = ResolversParentTypes['ContractAddress']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContractPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContractPayload'] = ResolversParentTypes['ContractPayload']> = ResolversObject<{
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
}>;

export type ContractTypeResolvers = { INDIVIDUAL: 'individual', ORGANIZATION: 'organization' };

export type CreateEventPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateEventPayload'] = ResolversParentTypes['CreateEventPayload']> = ResolversObject<{
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  eventEdge?: Resolver<Maybe<ResolversTypes['EventEdge']>, ParentType, ContextType>;
}>;

export type CreateSpeakerLoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateSpeakerLoginPayload'] = ResolversParentTypes['CreateSpeakerLoginPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['Speaker']>, ParentType, ContextType>;
}>;

export type CreateSpeakerPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateSpeakerPayload'] = ResolversParentTypes['CreateSpeakerPayload']> = ResolversObject<{
  loginMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['Speaker']>, ParentType, ContextType>;
  speakerEdge?: Resolver<Maybe<ResolversTypes['SpeakerEdge']>, ParentType, ContextType>;
}>;

export type CreateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateUserPayload'] = ResolversParentTypes['CreateUserPayload']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type DashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = ResolversObject<{
  category?: Resolver<ResolversTypes['DashboardCategory'], ParentType, ContextType>;
  charts?: Resolver<Array<ResolversTypes['DashboardChartData']>, ParentType, ContextType>;
}>;

export type DashboardCategoryResolvers = { ATTENDEE: 'attendee', EXPENSE: 'expense', PROGRAM: 'program', REGION: 'region', SPEAKER: 'speaker' };

export type DashboardChartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardChart'] = ResolversParentTypes['DashboardChart']> = ResolversObject<{
  category?: Resolver<ResolversTypes['DashboardCategory'], ParentType, ContextType>;
  chartId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lgCols?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mdCols?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mobileCols?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  smCols?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DashboardChartDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardChartData'] = ResolversParentTypes['DashboardChartData']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  chartId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['DashboardValueFormat'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['DashboardSeries']>, ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DashboardChartPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardChartPayload'] = ResolversParentTypes['DashboardChartPayload']> = ResolversObject<{
  chart?: Resolver<ResolversTypes['DashboardChart'], ParentType, ContextType>;
  charts?: Resolver<Array<ResolversTypes['DashboardChart']>, ParentType, ContextType>;
}>;

export type DashboardColumnResolvers = { ATTENDEE: 'attendee', ATTENDEES: 'attendees', COST: 'cost', CREDENTIALS: 'credentials', DATE: 'date', EVENT_SHORT_NAME: 'eventShortName', HONORARIA: 'honoraria', LOCATION_TYPE: 'locationType', REGION: 'region', SPEAKER: 'speaker', STATUS: 'status', TERRITORY: 'territory', THERAPEUTIC_AREA: 'therapeuticArea', TOPIC: 'topic', TYPE: 'type' };

export type DashboardRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardRow'] = ResolversParentTypes['DashboardRow']> = ResolversObject<{
  attendee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attendees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  credentials?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventShortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  honoraria?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  territory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  therapeuticArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DashboardRowConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardRowConnection'] = ResolversParentTypes['DashboardRowConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DashboardRowEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DashboardRowEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardRowEdge'] = ResolversParentTypes['DashboardRowEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['DashboardRow']>, ParentType, ContextType>;
}>;

export type DashboardSeriesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardSeries'] = ResolversParentTypes['DashboardSeries']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type DashboardValueFormatResolvers = { COUNT: 'count', CURRENCY: 'currency' };

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteBlackoutDatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteBlackoutDatePayload'] = ResolversParentTypes['DeleteBlackoutDatePayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteCheckPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteCheckPayload'] = ResolversParentTypes['DeleteCheckPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteContractFilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteContractFilePayload'] = ResolversParentTypes['DeleteContractFilePayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteContractPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteContractPayload'] = ResolversParentTypes['DeleteContractPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteDashboardChartPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteDashboardChartPayload'] = ResolversParentTypes['DeleteDashboardChartPayload']> = ResolversObject<{
  charts?: Resolver<Array<ResolversTypes['DashboardChart']>, ParentType, ContextType>;
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteEmailSeriesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteEmailSeriesPayload'] = ResolversParentTypes['DeleteEmailSeriesPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DeleteEmailTemplatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteEmailTemplatePayload'] = ResolversParentTypes['DeleteEmailTemplatePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DeleteEventAttendancesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteEventAttendancesPayload'] = ResolversParentTypes['DeleteEventAttendancesPayload']> = ResolversObject<{
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DeleteEventsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteEventsPayload'] = ResolversParentTypes['DeleteEventsPayload']> = ResolversObject<{
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DeleteExpenseLinePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteExpenseLinePayload'] = ResolversParentTypes['DeleteExpenseLinePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DeleteFieldRepPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteFieldRepPayload'] = ResolversParentTypes['DeleteFieldRepPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteResourceGroupPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteResourceGroupPayload'] = ResolversParentTypes['DeleteResourceGroupPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteResourcePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteResourcePayload'] = ResolversParentTypes['DeleteResourcePayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteSpeakerPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteSpeakerPayload'] = ResolversParentTypes['DeleteSpeakerPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteSurveyTemplatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteSurveyTemplatePayload'] = ResolversParentTypes['DeleteSurveyTemplatePayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteTrainingProgramPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteTrainingProgramPayload'] = ResolversParentTypes['DeleteTrainingProgramPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteUserPayload'] = ResolversParentTypes['DeleteUserPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteVenuePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteVenuePayload'] = ResolversParentTypes['DeleteVenuePayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type EmailAudienceResolvers = { ATTENDEE: 'attendee', SPEAKER: 'speaker' };

export type EmailBuilderResolvers = { LEGACY: 'legacy', V2: 'v2' };

export type EmailDeliveryRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailDeliveryRow'] = ResolversParentTypes['EmailDeliveryRow']> = ResolversObject<{
  attendanceId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendAfter?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmailDesignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailDesign'] = ResolversParentTypes['EmailDesign']> = ResolversObject<{
  blocks?: Resolver<Array<ResolversTypes['EmailDesignBlock']>, ParentType, ContextType>;
}>;

export type EmailDesignBlockResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailDesignBlock'] = ResolversParentTypes['EmailDesignBlock']> = ResolversObject<{
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EmailDesignBlockKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  src?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type EmailDesignBlockKindResolvers = { BUTTON: 'button', DIVIDER: 'divider', HEADING: 'heading', IMAGE: 'image', SPACER: 'spacer', TEXT: 'text' };

export type EmailDesignPreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailDesignPreview'] = ResolversParentTypes['EmailDesignPreview']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmailPreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailPreview'] = ResolversParentTypes['EmailPreview']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmailProductResolvers = { EVENT_MANAGEMENT: 'event-management', HIVE: 'hive', SPEAKER_PORTAL: 'speaker-portal' };

export type EmailSeriesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailSeries'] = ResolversParentTypes['EmailSeries']> = ResolversObject<{
  emailTemplates?: Resolver<Maybe<Array<ResolversTypes['EmailTemplate']>>, ParentType, ContextType>;
  emailsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['EmailProduct']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmailSeriesConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailSeriesConnection'] = ResolversParentTypes['EmailSeriesConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EmailSeriesEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailSeriesEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailSeriesEdge'] = ResolversParentTypes['EmailSeriesEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['EmailSeries']>, ParentType, ContextType>;
}>;

export type EmailSeriesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailSeriesPayload'] = ResolversParentTypes['EmailSeriesPayload']> = ResolversObject<{
  emailSeries?: Resolver<Maybe<ResolversTypes['EmailSeries']>, ParentType, ContextType>;
}>;

export type EmailSeriesSortFieldResolvers = { EMAILS_COUNT: 'emailsCount', NAME: 'name' };

export type EmailSubjectResolvers = { ATTENDEE: 'attendee', EVENT: 'event', SPEAKER: 'speaker', SPEAKER_TRAINING: 'speakerTraining' };

export type EmailTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplate'] = ResolversParentTypes['EmailTemplate']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  builder?: Resolver<Maybe<ResolversTypes['EmailBuilder']>, ParentType, ContextType>;
  cc?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  design?: Resolver<Maybe<ResolversTypes['EmailDesign']>, ParentType, ContextType>;
  emailSeries?: Resolver<Maybe<ResolversTypes['EmailSeries']>, ParentType, ContextType>;
  emailTemplateType?: Resolver<Maybe<ResolversTypes['EmailTemplateType']>, ParentType, ContextType>;
  emailTemplateTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icalDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icalEvent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  icalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preheader?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipients?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmailTemplateConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplateConnection'] = ResolversParentTypes['EmailTemplateConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EmailTemplateEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailTemplateEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplateEdge'] = ResolversParentTypes['EmailTemplateEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['EmailTemplate']>, ParentType, ContextType>;
}>;

export type EmailTemplatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplatePayload'] = ResolversParentTypes['EmailTemplatePayload']> = ResolversObject<{
  emailTemplate?: Resolver<Maybe<ResolversTypes['EmailTemplate']>, ParentType, ContextType>;
}>;

export type EmailTemplateSortFieldResolvers = { EVENT_TYPE: 'eventType', NAME: 'name', SERIES: 'series', SUBJECT: 'subject', TYPE: 'type' };

export type EmailTemplateTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplateType'] = ResolversParentTypes['EmailTemplateType']> = ResolversObject<{
  allowiCalFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowsCustomRecipients?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  audience?: Resolver<ResolversTypes['EmailAudience'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needs?: Resolver<Array<ResolversTypes['EmailSubject']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniquePerInstance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['EmailTemplateVariable']>, ParentType, ContextType>;
}>;

export type EmailTemplateVariableResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplateVariable'] = ResolversParentTypes['EmailTemplateVariable']> = ResolversObject<{
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EntityPermissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EntityPermission'] = ResolversParentTypes['EntityPermission']> = ResolversObject<{
  actions?: Resolver<Array<ResolversTypes['PermissionAction']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  attended?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  avRequirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conference?: Resolver<Maybe<ResolversTypes['Conference']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  emailDelivery?: Resolver<Maybe<ResolversTypes['EventEmailDeliveryConnection']>, ParentType, ContextType, Partial<EventEmailDeliveryArgs>>;
  emailFromAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailFromName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailSeriesId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  estimatedAttendance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventShareInfo?: Resolver<Maybe<ResolversTypes['EventShareInfo']>, ParentType, ContextType>;
  expenseTotals?: Resolver<Maybe<ResolversTypes['EventExpenseTotals']>, ParentType, ContextType>;
  fieldRep?: Resolver<Maybe<ResolversTypes['FieldRep']>, ParentType, ContextType>;
  fieldRepId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationAddressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationType?: Resolver<Maybe<ResolversTypes['LocationType']>, ParentType, ContextType>;
  locationZip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealType?: Resolver<Maybe<ResolversTypes['MealType']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registered?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registrationClosed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  registrationPage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  registrationTemplateId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  replayUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speakers?: Resolver<Maybe<Array<ResolversTypes['EventSpeaker']>>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['EventStatus']>, ParentType, ContextType>;
  survey?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  surveyTemplates?: Resolver<Maybe<Array<ResolversTypes['EventSurveyTemplate']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
  topicId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['EventType']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  veevaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['Venue']>, ParentType, ContextType>;
  venueId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EventAttendanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAttendance'] = ResolversParentTypes['EventAttendance']> = ResolversObject<{
  attendee?: Resolver<ResolversTypes['Attendee'], ParentType, ContextType>;
  attendeeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AttendanceStatus'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EventAttendanceConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAttendanceConnection'] = ResolversParentTypes['EventAttendanceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EventAttendanceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EventAttendanceEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAttendanceEdge'] = ResolversParentTypes['EventAttendanceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['EventAttendance']>, ParentType, ContextType>;
}>;

export type EventAttendanceFormPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAttendanceFormPayload'] = ResolversParentTypes['EventAttendanceFormPayload']> = ResolversObject<{
  eventAttendance?: Resolver<Maybe<ResolversTypes['EventAttendance']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Maybe<Array<ResolversTypes['FieldError']>>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responses?: Resolver<Maybe<Array<ResolversTypes['AttendanceResponse']>>, ParentType, ContextType>;
}>;

export type EventAttendanceSortFieldResolvers = { CREATED_DATE: 'createdDate', EVENT_ID: 'eventId', FIRST_NAME: 'firstName', LAST_NAME: 'lastName', STATUS: 'status' };

export type EventConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EventEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventEdge'] = ResolversParentTypes['EventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
}>;

export type EventEmailDeliveryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventEmailDeliveryConnection'] = ResolversParentTypes['EventEmailDeliveryConnection']> = ResolversObject<{
  counts?: Resolver<Array<ResolversTypes['MailStatusCount']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['EventEmailDeliveryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EventEmailDeliveryEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventEmailDeliveryEdge'] = ResolversParentTypes['EventEmailDeliveryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EmailDeliveryRow'], ParentType, ContextType>;
}>;

export type EventExpenseTotalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventExpenseTotals'] = ResolversParentTypes['EventExpenseTotals']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  honoraria?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type EventShareInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventShareInfo'] = ResolversParentTypes['EventShareInfo']> = ResolversObject<{
  cardImageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailShareBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailShareSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookCardUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookShareText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedinShareText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ogDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ogTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ogUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitterCardUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitterShareText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EventSortFieldResolvers = { ATTENDED: 'attended', CREATED_AT: 'createdAt', END_TIME: 'endTime', REGISTERED: 'registered', SHORT_NAME: 'shortName', START_TIME: 'startTime', STATUS: 'status', TITLE: 'title', TYPE: 'type', ZONE: 'zone' };

export type EventSpeakerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventSpeaker'] = ResolversParentTypes['EventSpeaker']> = ResolversObject<{
  speaker?: Resolver<Maybe<ResolversTypes['Speaker']>, ParentType, ContextType>;
  speakerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EventStatusResolvers = { CANCELLED: 'cancelled', COMING_SOON: 'coming-soon', COMPLETE: 'complete', CONFIRMED: 'confirmed', IN_PROGRESS: 'in-progress', OCCURRED: 'occurred', ON_DEMAND: 'on-demand', OTHER: 'other', PLANNING_COMPLETE: 'planning-complete', SCHEDULED: 'scheduled' };

export type EventSurveyTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventSurveyTemplate'] = ResolversParentTypes['EventSurveyTemplate']> = ResolversObject<{
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surveyDueTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  surveyTemplate?: Resolver<Maybe<ResolversTypes['SurveyTemplate']>, ParentType, ContextType>;
  surveyTemplateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EventTypeResolvers = { HYBRID: 'hybrid', LIVE: 'live', OTHER: 'other', VIRTUAL: 'virtual', WEBINAR: 'webinar' };

export type ExpenseFilteringRuleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpenseFilteringRule'] = ResolversParentTypes['ExpenseFilteringRule']> = ResolversObject<{
  comparisonString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comparisonType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExpenseImportResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpenseImportResult'] = ResolversParentTypes['ExpenseImportResult']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExpenseLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpenseLine'] = ResolversParentTypes['ExpenseLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  checkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expenseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExpenseStatus'], ParentType, ContextType>;
}>;

export type ExpenseLinePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpenseLinePayload'] = ResolversParentTypes['ExpenseLinePayload']> = ResolversObject<{
  line?: Resolver<Maybe<ResolversTypes['ExpenseLine']>, ParentType, ContextType>;
}>;

export type ExpenseRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpenseRow'] = ResolversParentTypes['ExpenseRow']> = ResolversObject<{
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ExpenseLine']>, ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speakerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExpenseRowConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpenseRowConnection'] = ResolversParentTypes['ExpenseRowConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ExpenseRowEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ExpenseRowEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpenseRowEdge'] = ResolversParentTypes['ExpenseRowEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ExpenseRow']>, ParentType, ContextType>;
}>;

export type ExpenseSortFieldResolvers = { SHORT_NAME: 'shortName', SPEAKER_NAME: 'speakerName', START_TIME: 'startTime', TITLE: 'title', TOTAL: 'total' };

export type ExpenseStatusResolvers = { PAID: 'Paid', PENDING: 'Pending', VOID: 'Void' };

export type FeatureFlagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeatureFlag'] = ResolversParentTypes['FeatureFlag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FeeOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeOption'] = ResolversParentTypes['FeeOption']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['FeeOperation'], ParentType, ContextType>;
}>;

export type FeeQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeQuestion'] = ResolversParentTypes['FeeQuestion']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['FeeOption']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeeRateChangeResolvers = { ADDED: 'added', OPERATION: 'operation', REMOVED: 'removed', RENAMED: 'renamed' };

export type FeeStructureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeStructure'] = ResolversParentTypes['FeeStructure']> = ResolversObject<{
  questions?: Resolver<Array<ResolversTypes['FeeQuestion']>, ParentType, ContextType>;
}>;

export type FeeStructurePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeStructurePayload'] = ResolversParentTypes['FeeStructurePayload']> = ResolversObject<{
  feeStructure?: Resolver<Maybe<ResolversTypes['FeeStructure']>, ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldRepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldRep'] = ResolversParentTypes['FieldRep']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FieldRepConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldRepConnection'] = ResolversParentTypes['FieldRepConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['FieldRepEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FieldRepEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldRepEdge'] = ResolversParentTypes['FieldRepEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['FieldRep']>, ParentType, ContextType>;
}>;

export type FieldRepPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldRepPayload'] = ResolversParentTypes['FieldRepPayload']> = ResolversObject<{
  fieldRep?: Resolver<Maybe<ResolversTypes['FieldRep']>, ParentType, ContextType>;
}>;

export type GeoPointResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  precision?: Resolver<ResolversTypes['GeoPrecision'], ParentType, ContextType>;
}>;

export type GeoPrecisionResolvers = { ADDRESS: 'address', CITY: 'city', ZIP: 'zip' };

export type ImpersonatedSpeakerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImpersonatedSpeaker'] = ResolversParentTypes['ImpersonatedSpeaker']> = ResolversObject<{
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speakerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportAttendanceStatusResolvers = { ATTENDED: 'attended', REGISTERED: 'registered' };

export type ImportAttendeesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportAttendeesPayload'] = ResolversParentTypes['ImportAttendeesPayload']> = ResolversObject<{
  results?: Resolver<Array<ResolversTypes['AttendeeImportResult']>, ParentType, ContextType>;
}>;

export type ImportEventLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportEventLine'] = ResolversParentTypes['ImportEventLine']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportEventsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportEventsPayload'] = ResolversParentTypes['ImportEventsPayload']> = ResolversObject<{
  createdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ImportEventLine']>, ParentType, ContextType>;
}>;

export type ImportExpenseLinesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportExpenseLinesPayload'] = ResolversParentTypes['ImportExpenseLinesPayload']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ExpenseImportResult']>, ParentType, ContextType>;
}>;

export type InstanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Instance'] = ResolversParentTypes['Instance']> = ResolversObject<{
  clientUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export interface LocalDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalDate'], any> {
  name: 'LocalDate';
}

export type LocationTypeResolvers = { IN_OFFICE: 'in-office', IN_VENUE: 'in-venue', OUT_OF_OFFICE: 'out-of-office', VIRTUAL: 'virtual' };

export type LogicOperatorResolvers = { AND: 'AND', OR: 'OR' };

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MailStatusResolvers = { CANCELLED: 'cancelled', FAILED: 'failed', MISSED: 'missed', QUEUED: 'queued', SENDING: 'sending', SENT: 'sent', SUPPRESSED: 'suppressed' };

export type MailStatusCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailStatusCount'] = ResolversParentTypes['MailStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
}>;

export type MailTransportResolvers = { MAILBOX: 'mailbox', SMTP: 'smtp' };

export type MapSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MapSettings'] = ResolversParentTypes['MapSettings']> = ResolversObject<{
  attribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MealTypeResolvers = { BREAKFAST: 'breakfast', DINNER: 'dinner', LIGHT_REFRESHMENTS: 'light-refreshments', LUNCH: 'lunch', NO_MEAL: 'no-meal' };

export type MoveResourceGroupPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoveResourceGroupPayload'] = ResolversParentTypes['MoveResourceGroupPayload']> = ResolversObject<{
  resourceGroups?: Resolver<Array<ResolversTypes['ResourceGroup']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addBlackoutDates?: Resolver<Maybe<ResolversTypes['AddBlackoutDatesPayload']>, ParentType, ContextType, RequireFields<MutationAddBlackoutDatesArgs, 'input'>>;
  addCheck?: Resolver<Maybe<ResolversTypes['AddCheckPayload']>, ParentType, ContextType, RequireFields<MutationAddCheckArgs, 'input'>>;
  addDashboardChart?: Resolver<Maybe<ResolversTypes['DashboardChartPayload']>, ParentType, ContextType, RequireFields<MutationAddDashboardChartArgs, 'input'>>;
  addExpenseLine?: Resolver<Maybe<ResolversTypes['ExpenseLinePayload']>, ParentType, ContextType, RequireFields<MutationAddExpenseLineArgs, 'input'>>;
  archiveResource?: Resolver<Maybe<ResolversTypes['ResourcePayload']>, ParentType, ContextType, RequireFields<MutationArchiveResourceArgs, 'input'>>;
  assignResource?: Resolver<Maybe<ResolversTypes['AssignResourcePayload']>, ParentType, ContextType, RequireFields<MutationAssignResourceArgs, 'input'>>;
  assignTraining?: Resolver<Maybe<ResolversTypes['AssignTrainingPayload']>, ParentType, ContextType, RequireFields<MutationAssignTrainingArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  copyRolePermissions?: Resolver<Maybe<ResolversTypes['TenantConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationCopyRolePermissionsArgs, 'input'>>;
  createContract?: Resolver<Maybe<ResolversTypes['ContractPayload']>, ParentType, ContextType, RequireFields<MutationCreateContractArgs, 'input'>>;
  createEmailSeries?: Resolver<Maybe<ResolversTypes['EmailSeriesPayload']>, ParentType, ContextType, RequireFields<MutationCreateEmailSeriesArgs, 'input'>>;
  createEmailTemplate?: Resolver<Maybe<ResolversTypes['EmailTemplatePayload']>, ParentType, ContextType, RequireFields<MutationCreateEmailTemplateArgs, 'input'>>;
  createEvent?: Resolver<Maybe<ResolversTypes['CreateEventPayload']>, ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createEventAttendance?: Resolver<Maybe<ResolversTypes['EventAttendanceFormPayload']>, ParentType, ContextType, RequireFields<MutationCreateEventAttendanceArgs, 'input'>>;
  createFieldRep?: Resolver<Maybe<ResolversTypes['FieldRepPayload']>, ParentType, ContextType, RequireFields<MutationCreateFieldRepArgs, 'input'>>;
  createProfileField?: Resolver<Maybe<ResolversTypes['ProfileConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationCreateProfileFieldArgs, 'input'>>;
  createProfileGroup?: Resolver<Maybe<ResolversTypes['ProfileConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationCreateProfileGroupArgs, 'input'>>;
  createRegistrationTemplate?: Resolver<Maybe<ResolversTypes['RegistrationTemplatePayload']>, ParentType, ContextType, RequireFields<MutationCreateRegistrationTemplateArgs, 'input'>>;
  createResource?: Resolver<Maybe<ResolversTypes['ResourcePayload']>, ParentType, ContextType, RequireFields<MutationCreateResourceArgs, 'input'>>;
  createResourceGroup?: Resolver<Maybe<ResolversTypes['ResourceGroupPayload']>, ParentType, ContextType, RequireFields<MutationCreateResourceGroupArgs, 'input'>>;
  createSpeaker?: Resolver<Maybe<ResolversTypes['CreateSpeakerPayload']>, ParentType, ContextType, RequireFields<MutationCreateSpeakerArgs, 'input'>>;
  createSpeakerLogin?: Resolver<Maybe<ResolversTypes['CreateSpeakerLoginPayload']>, ParentType, ContextType, RequireFields<MutationCreateSpeakerLoginArgs, 'input'>>;
  createSurveyTemplate?: Resolver<Maybe<ResolversTypes['SurveyTemplatePayload']>, ParentType, ContextType, RequireFields<MutationCreateSurveyTemplateArgs, 'input'>>;
  createTrainingProgram?: Resolver<Maybe<ResolversTypes['TrainingProgramPayload']>, ParentType, ContextType, RequireFields<MutationCreateTrainingProgramArgs, 'input'>>;
  createUser?: Resolver<Maybe<ResolversTypes['CreateUserPayload']>, ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createVenue?: Resolver<Maybe<ResolversTypes['VenuePayload']>, ParentType, ContextType, RequireFields<MutationCreateVenueArgs, 'input'>>;
  deleteBlackoutDate?: Resolver<Maybe<ResolversTypes['DeleteBlackoutDatePayload']>, ParentType, ContextType, RequireFields<MutationDeleteBlackoutDateArgs, 'input'>>;
  deleteCheck?: Resolver<Maybe<ResolversTypes['DeleteCheckPayload']>, ParentType, ContextType, RequireFields<MutationDeleteCheckArgs, 'input'>>;
  deleteContract?: Resolver<Maybe<ResolversTypes['DeleteContractPayload']>, ParentType, ContextType, RequireFields<MutationDeleteContractArgs, 'input'>>;
  deleteContractFile?: Resolver<Maybe<ResolversTypes['DeleteContractFilePayload']>, ParentType, ContextType, RequireFields<MutationDeleteContractFileArgs, 'input'>>;
  deleteDashboardChart?: Resolver<Maybe<ResolversTypes['DeleteDashboardChartPayload']>, ParentType, ContextType, RequireFields<MutationDeleteDashboardChartArgs, 'input'>>;
  deleteEmailSeries?: Resolver<Maybe<ResolversTypes['DeleteEmailSeriesPayload']>, ParentType, ContextType, RequireFields<MutationDeleteEmailSeriesArgs, 'input'>>;
  deleteEmailTemplate?: Resolver<Maybe<ResolversTypes['DeleteEmailTemplatePayload']>, ParentType, ContextType, RequireFields<MutationDeleteEmailTemplateArgs, 'input'>>;
  deleteEventAttendances?: Resolver<Maybe<ResolversTypes['DeleteEventAttendancesPayload']>, ParentType, ContextType, RequireFields<MutationDeleteEventAttendancesArgs, 'input'>>;
  deleteEvents?: Resolver<Maybe<ResolversTypes['DeleteEventsPayload']>, ParentType, ContextType, RequireFields<MutationDeleteEventsArgs, 'input'>>;
  deleteExpenseLine?: Resolver<Maybe<ResolversTypes['DeleteExpenseLinePayload']>, ParentType, ContextType, RequireFields<MutationDeleteExpenseLineArgs, 'input'>>;
  deleteFieldRep?: Resolver<Maybe<ResolversTypes['DeleteFieldRepPayload']>, ParentType, ContextType, RequireFields<MutationDeleteFieldRepArgs, 'input'>>;
  deleteProfileField?: Resolver<Maybe<ResolversTypes['ProfileConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationDeleteProfileFieldArgs, 'input'>>;
  deleteProfileGroup?: Resolver<Maybe<ResolversTypes['ProfileConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationDeleteProfileGroupArgs, 'input'>>;
  deleteResource?: Resolver<Maybe<ResolversTypes['DeleteResourcePayload']>, ParentType, ContextType, RequireFields<MutationDeleteResourceArgs, 'input'>>;
  deleteResourceGroup?: Resolver<Maybe<ResolversTypes['DeleteResourceGroupPayload']>, ParentType, ContextType, RequireFields<MutationDeleteResourceGroupArgs, 'input'>>;
  deleteSpeaker?: Resolver<Maybe<ResolversTypes['DeleteSpeakerPayload']>, ParentType, ContextType, RequireFields<MutationDeleteSpeakerArgs, 'input'>>;
  deleteSurveyTemplate?: Resolver<Maybe<ResolversTypes['DeleteSurveyTemplatePayload']>, ParentType, ContextType, RequireFields<MutationDeleteSurveyTemplateArgs, 'input'>>;
  deleteTrainingCertificate?: Resolver<Maybe<ResolversTypes['SpeakerTrainingPayload']>, ParentType, ContextType, RequireFields<MutationDeleteTrainingCertificateArgs, 'input'>>;
  deleteTrainingProgram?: Resolver<Maybe<ResolversTypes['DeleteTrainingProgramPayload']>, ParentType, ContextType, RequireFields<MutationDeleteTrainingProgramArgs, 'input'>>;
  deleteTrainingVideo?: Resolver<Maybe<ResolversTypes['TrainingProgramPayload']>, ParentType, ContextType, RequireFields<MutationDeleteTrainingVideoArgs, 'input'>>;
  deleteUser?: Resolver<Maybe<ResolversTypes['DeleteUserPayload']>, ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'input'>>;
  deleteVenue?: Resolver<Maybe<ResolversTypes['DeleteVenuePayload']>, ParentType, ContextType, RequireFields<MutationDeleteVenueArgs, 'input'>>;
  importAttendees?: Resolver<Maybe<ResolversTypes['ImportAttendeesPayload']>, ParentType, ContextType, RequireFields<MutationImportAttendeesArgs, 'input'>>;
  importEvents?: Resolver<Maybe<ResolversTypes['ImportEventsPayload']>, ParentType, ContextType, RequireFields<MutationImportEventsArgs, 'input'>>;
  importExpenseLines?: Resolver<Maybe<ResolversTypes['ImportExpenseLinesPayload']>, ParentType, ContextType, RequireFields<MutationImportExpenseLinesArgs, 'input'>>;
  inactivateSpeaker?: Resolver<Maybe<ResolversTypes['SpeakerPayload']>, ParentType, ContextType, RequireFields<MutationInactivateSpeakerArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  moveResourceGroup?: Resolver<Maybe<ResolversTypes['MoveResourceGroupPayload']>, ParentType, ContextType, RequireFields<MutationMoveResourceGroupArgs, 'input'>>;
  reactivateSpeaker?: Resolver<Maybe<ResolversTypes['SpeakerPayload']>, ParentType, ContextType, RequireFields<MutationReactivateSpeakerArgs, 'input'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType, Partial<MutationRefreshSessionArgs>>;
  refreshTenant?: Resolver<Maybe<ResolversTypes['TenantConfigurationPayload']>, ParentType, ContextType>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resendAttendeeEmail?: Resolver<Maybe<ResolversTypes['ResendAttendeeEmailPayload']>, ParentType, ContextType, RequireFields<MutationResendAttendeeEmailArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveEmailTemplateDesign?: Resolver<Maybe<ResolversTypes['EmailTemplatePayload']>, ParentType, ContextType, RequireFields<MutationSaveEmailTemplateDesignArgs, 'input'>>;
  saveEntityHiddenFields?: Resolver<Maybe<ResolversTypes['SaveEntityHiddenFieldsPayload']>, ParentType, ContextType, RequireFields<MutationSaveEntityHiddenFieldsArgs, 'input'>>;
  saveExpenseFilteringRules?: Resolver<Maybe<ResolversTypes['TenantConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationSaveExpenseFilteringRulesArgs, 'input'>>;
  saveFeatureFlags?: Resolver<Maybe<ResolversTypes['TenantConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationSaveFeatureFlagsArgs, 'input'>>;
  saveFeeStructure?: Resolver<Maybe<ResolversTypes['FeeStructurePayload']>, ParentType, ContextType, RequireFields<MutationSaveFeeStructureArgs, 'input'>>;
  saveRolePermissions?: Resolver<Maybe<ResolversTypes['TenantConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationSaveRolePermissionsArgs, 'input'>>;
  saveSpeakerProfileConfiguration?: Resolver<Maybe<ResolversTypes['ProfileConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationSaveSpeakerProfileConfigurationArgs, 'input'>>;
  saveSpeakerProfileValues?: Resolver<Maybe<ResolversTypes['SpeakerPayload']>, ParentType, ContextType, RequireFields<MutationSaveSpeakerProfileValuesArgs, 'input'>>;
  saveTenantProducts?: Resolver<Maybe<ResolversTypes['TenantConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationSaveTenantProductsArgs, 'input'>>;
  saveTrainingVideoProgress?: Resolver<Maybe<ResolversTypes['SpeakerTrainingPayload']>, ParentType, ContextType, RequireFields<MutationSaveTrainingVideoProgressArgs, 'input'>>;
  sendUserPasswordLink?: Resolver<Maybe<ResolversTypes['SendUserPasswordLinkPayload']>, ParentType, ContextType, RequireFields<MutationSendUserPasswordLinkArgs, 'input'>>;
  setContractAddress?: Resolver<Maybe<ResolversTypes['SetContractAddressPayload']>, ParentType, ContextType, RequireFields<MutationSetContractAddressArgs, 'input'>>;
  setEventAttendanceStatus?: Resolver<Maybe<ResolversTypes['SetEventAttendanceStatusPayload']>, ParentType, ContextType, RequireFields<MutationSetEventAttendanceStatusArgs, 'input'>>;
  setSpeakerFees?: Resolver<Maybe<ResolversTypes['SpeakerFeesPayload']>, ParentType, ContextType, RequireFields<MutationSetSpeakerFeesArgs, 'input'>>;
  setSpeakerLiaison?: Resolver<Maybe<ResolversTypes['SpeakerPayload']>, ParentType, ContextType, RequireFields<MutationSetSpeakerLiaisonArgs, 'input'>>;
  submitSurveyResponse?: Resolver<ResolversTypes['SubmitSurveyResponsePayload'], ParentType, ContextType, RequireFields<MutationSubmitSurveyResponseArgs, 'input'>>;
  triggerEmail?: Resolver<ResolversTypes['TriggerEmailPayload'], ParentType, ContextType, RequireFields<MutationTriggerEmailArgs, 'input'>>;
  unassignTraining?: Resolver<Maybe<ResolversTypes['UnassignTrainingPayload']>, ParentType, ContextType, RequireFields<MutationUnassignTrainingArgs, 'input'>>;
  updateContract?: Resolver<Maybe<ResolversTypes['ContractPayload']>, ParentType, ContextType, RequireFields<MutationUpdateContractArgs, 'input'>>;
  updateDashboardChart?: Resolver<Maybe<ResolversTypes['DashboardChartPayload']>, ParentType, ContextType, RequireFields<MutationUpdateDashboardChartArgs, 'input'>>;
  updateEmailSeries?: Resolver<Maybe<ResolversTypes['EmailSeriesPayload']>, ParentType, ContextType, RequireFields<MutationUpdateEmailSeriesArgs, 'input'>>;
  updateEmailTemplate?: Resolver<Maybe<ResolversTypes['EmailTemplatePayload']>, ParentType, ContextType, RequireFields<MutationUpdateEmailTemplateArgs, 'input'>>;
  updateEvent?: Resolver<Maybe<ResolversTypes['UpdateEventPayload']>, ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'input'>>;
  updateEventAttendance?: Resolver<Maybe<ResolversTypes['EventAttendanceFormPayload']>, ParentType, ContextType, RequireFields<MutationUpdateEventAttendanceArgs, 'input'>>;
  updateExpenseLine?: Resolver<Maybe<ResolversTypes['ExpenseLinePayload']>, ParentType, ContextType, RequireFields<MutationUpdateExpenseLineArgs, 'input'>>;
  updateFieldRep?: Resolver<Maybe<ResolversTypes['FieldRepPayload']>, ParentType, ContextType, RequireFields<MutationUpdateFieldRepArgs, 'input'>>;
  updateProfileFields?: Resolver<Maybe<ResolversTypes['ProfileConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationUpdateProfileFieldsArgs, 'input'>>;
  updateProfileGroups?: Resolver<Maybe<ResolversTypes['ProfileConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationUpdateProfileGroupsArgs, 'input'>>;
  updateRegistrationTemplate?: Resolver<Maybe<ResolversTypes['RegistrationTemplatePayload']>, ParentType, ContextType, RequireFields<MutationUpdateRegistrationTemplateArgs, 'input'>>;
  updateResource?: Resolver<Maybe<ResolversTypes['ResourcePayload']>, ParentType, ContextType, RequireFields<MutationUpdateResourceArgs, 'input'>>;
  updateResourceGroup?: Resolver<Maybe<ResolversTypes['ResourceGroupPayload']>, ParentType, ContextType, RequireFields<MutationUpdateResourceGroupArgs, 'input'>>;
  updateSpeaker?: Resolver<Maybe<ResolversTypes['SpeakerPayload']>, ParentType, ContextType, RequireFields<MutationUpdateSpeakerArgs, 'input'>>;
  updateSpeakerTraining?: Resolver<Maybe<ResolversTypes['SpeakerTrainingPayload']>, ParentType, ContextType, RequireFields<MutationUpdateSpeakerTrainingArgs, 'input'>>;
  updateSurveyTemplate?: Resolver<Maybe<ResolversTypes['SurveyTemplatePayload']>, ParentType, ContextType, RequireFields<MutationUpdateSurveyTemplateArgs, 'input'>>;
  updateTenantName?: Resolver<Maybe<ResolversTypes['TenantConfigurationPayload']>, ParentType, ContextType, RequireFields<MutationUpdateTenantNameArgs, 'input'>>;
  updateTrainingProgram?: Resolver<Maybe<ResolversTypes['TrainingProgramPayload']>, ParentType, ContextType, RequireFields<MutationUpdateTrainingProgramArgs, 'input'>>;
  updateUser?: Resolver<Maybe<ResolversTypes['UpdateUserPayload']>, ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateVenue?: Resolver<Maybe<ResolversTypes['VenuePayload']>, ParentType, ContextType, RequireFields<MutationUpdateVenueArgs, 'input'>>;
}>;

export type NodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Contract' | 'DashboardChart' | 'EmailSeries' | 'EmailTemplate' | 'Event' | 'EventAttendance' | 'FieldRep' | 'RegistrationTemplate' | 'Resource' | 'ResourceGroup' | 'SentMail' | 'Speaker' | 'SpeakerTraining' | 'SurveyResponseSummary' | 'SurveyTemplate' | 'Topic' | 'TrainingProgram' | 'User' | 'Venue', ParentType, ContextType>;
}>;

export type OpenTextResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OpenText'] = ResolversParentTypes['OpenText']> = ResolversObject<{
  choiceRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PeriodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Period'] = ResolversParentTypes['Period']> = ResolversObject<{
  from?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
}>;

export type PermissionActionResolvers = { CREATE: 'create', DELETE: 'delete', READ: 'read', UPDATE: 'update' };

export type ProductResolvers = { DASHBOARD: 'dashboard', EVENT_MANAGEMENT: 'event-management', HIVE: 'hive', SPEAKER_PORTAL: 'speaker-portal' };

export type ProductEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductEntry'] = ResolversParentTypes['ProductEntry']> = ResolversObject<{
  externalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type ProductToggleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToggle'] = ResolversParentTypes['ProductToggle']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type ProfileConfigurationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileConfigurationPayload'] = ResolversParentTypes['ProfileConfigurationPayload']> = ResolversObject<{
  configuration?: Resolver<Maybe<Array<ResolversTypes['ProfileGroupConfig']>>, ParentType, ContextType>;
}>;

export type ProfileFieldConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileFieldConfig'] = ResolversParentTypes['ProfileFieldConfig']> = ResolversObject<{
  groupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hiddenUserRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProfileFieldType'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileFieldTypeResolvers = { BOOLEAN: 'boolean', DATE: 'date', FILE: 'file', NUMBER: 'number', TEXT: 'text', TEXTAREA: 'textarea' };

export type ProfileGroupConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileGroupConfig'] = ResolversParentTypes['ProfileGroupConfig']> = ResolversObject<{
  disabledUserRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ProfileFieldConfig']>, ParentType, ContextType>;
  gridArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hiddenUserRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProxiedImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProxiedImage'] = ResolversParentTypes['ProxiedImage']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PublicEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicEvent'] = ResolversParentTypes['PublicEvent']> = ResolversObject<{
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PublicPageClosedResolvers = { CANCELLED: 'cancelled', CLOSED: 'closed', DUE: 'due', PAST: 'past' };

export type PublicRegistrationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicRegistrationPage'] = ResolversParentTypes['PublicRegistrationPage']> = ResolversObject<{
  closed?: Resolver<Maybe<ResolversTypes['PublicPageClosed']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['PublicEvent'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['PublicRegistrationTemplate'], ParentType, ContextType>;
}>;

export type PublicRegistrationTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicRegistrationTemplate'] = ResolversParentTypes['PublicRegistrationTemplate']> = ResolversObject<{
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandColor1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandColor2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isiText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketingOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicyLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PublicSurveyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicSurvey'] = ResolversParentTypes['PublicSurvey']> = ResolversObject<{
  closed?: Resolver<Maybe<ResolversTypes['PublicPageClosed']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['PublicEvent'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  skipLogic?: Resolver<Array<ResolversTypes['SkipLogicEntry']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['PublicSurveyTemplate'], ParentType, ContextType>;
}>;

export type PublicSurveyTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicSurveyTemplate'] = ResolversParentTypes['PublicSurveyTemplate']> = ResolversObject<{
  consentText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAnonymous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isiText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['SurveyLanguage'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicyLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PublicTenantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicTenant'] = ResolversParentTypes['PublicTenant']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oktaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  checkExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryCheckExportUrlArgs>>;
  checks?: Resolver<Maybe<ResolversTypes['CheckConnection']>, ParentType, ContextType, Partial<QueryChecksArgs>>;
  currentTenant?: Resolver<Maybe<ResolversTypes['PublicTenant']>, ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType, RequireFields<QueryDashboardArgs, 'category'>>;
  dashboardCharts?: Resolver<Array<ResolversTypes['DashboardChart']>, ParentType, ContextType, Partial<QueryDashboardChartsArgs>>;
  dashboardExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryDashboardExportUrlArgs, 'category'>>;
  dashboardRows?: Resolver<Maybe<ResolversTypes['DashboardRowConnection']>, ParentType, ContextType, RequireFields<QueryDashboardRowsArgs, 'category'>>;
  emailDesignPreview?: Resolver<ResolversTypes['EmailDesignPreview'], ParentType, ContextType, RequireFields<QueryEmailDesignPreviewArgs, 'design' | 'emailTemplateId'>>;
  emailPlaceholderPreview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryEmailPlaceholderPreviewArgs, 'templateString'>>;
  emailPreview?: Resolver<ResolversTypes['EmailPreview'], ParentType, ContextType, RequireFields<QueryEmailPreviewArgs, 'input'>>;
  emailSeries?: Resolver<Maybe<ResolversTypes['EmailSeriesConnection']>, ParentType, ContextType, Partial<QueryEmailSeriesArgs>>;
  emailSeriesById?: Resolver<Maybe<ResolversTypes['EmailSeries']>, ParentType, ContextType, RequireFields<QueryEmailSeriesByIdArgs, 'internalId'>>;
  emailTemplate?: Resolver<Maybe<ResolversTypes['EmailTemplate']>, ParentType, ContextType, RequireFields<QueryEmailTemplateArgs, 'internalId'>>;
  emailTemplateTypes?: Resolver<Array<ResolversTypes['EmailTemplateType']>, ParentType, ContextType, Partial<QueryEmailTemplateTypesArgs>>;
  emailTemplateVariables?: Resolver<Array<ResolversTypes['EmailTemplateVariable']>, ParentType, ContextType, Partial<QueryEmailTemplateVariablesArgs>>;
  emailTemplates?: Resolver<Maybe<ResolversTypes['EmailTemplateConnection']>, ParentType, ContextType, Partial<QueryEmailTemplatesArgs>>;
  entityHiddenFields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType, RequireFields<QueryEntityHiddenFieldsArgs, 'entity' | 'role'>>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'internalId'>>;
  eventAttendance?: Resolver<Maybe<ResolversTypes['EventAttendance']>, ParentType, ContextType, RequireFields<QueryEventAttendanceArgs, 'attendeeId' | 'eventId'>>;
  eventAttendanceExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryEventAttendanceExportUrlArgs>>;
  eventAttendanceResponses?: Resolver<Maybe<Array<ResolversTypes['AttendanceResponse']>>, ParentType, ContextType, RequireFields<QueryEventAttendanceResponsesArgs, 'attendeeId' | 'eventId'>>;
  eventAttendances?: Resolver<Maybe<ResolversTypes['EventAttendanceConnection']>, ParentType, ContextType, Partial<QueryEventAttendancesArgs>>;
  eventExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryEventExportUrlArgs>>;
  events?: Resolver<Maybe<ResolversTypes['EventConnection']>, ParentType, ContextType, Partial<QueryEventsArgs>>;
  expenseExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryExpenseExportUrlArgs>>;
  expenses?: Resolver<Maybe<ResolversTypes['ExpenseRowConnection']>, ParentType, ContextType, Partial<QueryExpensesArgs>>;
  feeStructure?: Resolver<Maybe<ResolversTypes['FeeStructure']>, ParentType, ContextType>;
  fieldReps?: Resolver<Maybe<ResolversTypes['FieldRepConnection']>, ParentType, ContextType, Partial<QueryFieldRepsArgs>>;
  geocode?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType, Partial<QueryGeocodeArgs>>;
  mapSettings?: Resolver<ResolversTypes['MapSettings'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  proxyImage?: Resolver<Maybe<ResolversTypes['ProxiedImage']>, ParentType, ContextType, RequireFields<QueryProxyImageArgs, 'url'>>;
  publicRegistrationPage?: Resolver<Maybe<ResolversTypes['PublicRegistrationPage']>, ParentType, ContextType, RequireFields<QueryPublicRegistrationPageArgs, 'eventId'>>;
  publicSurvey?: Resolver<Maybe<ResolversTypes['PublicSurvey']>, ParentType, ContextType, RequireFields<QueryPublicSurveyArgs, 'eventId' | 'surveyTemplateId'>>;
  questionPresets?: Resolver<Array<ResolversTypes['QuestionPreset']>, ParentType, ContextType>;
  questionTypes?: Resolver<Array<ResolversTypes['QuestionTypeInfo']>, ParentType, ContextType>;
  regions?: Resolver<Maybe<Array<ResolversTypes['Region']>>, ParentType, ContextType>;
  registrationTemplate?: Resolver<Maybe<ResolversTypes['RegistrationTemplate']>, ParentType, ContextType, RequireFields<QueryRegistrationTemplateArgs, 'internalId'>>;
  registrationTemplates?: Resolver<Maybe<ResolversTypes['RegistrationTemplateConnection']>, ParentType, ContextType, Partial<QueryRegistrationTemplatesArgs>>;
  resource?: Resolver<Maybe<ResolversTypes['Resource']>, ParentType, ContextType, RequireFields<QueryResourceArgs, 'internalId'>>;
  resourceAssignees?: Resolver<Maybe<ResolversTypes['ResourceAssigneeConnection']>, ParentType, ContextType, RequireFields<QueryResourceAssigneesArgs, 'resourceId'>>;
  resourceExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryResourceExportUrlArgs>>;
  resourceGroup?: Resolver<Maybe<ResolversTypes['ResourceGroup']>, ParentType, ContextType, RequireFields<QueryResourceGroupArgs, 'internalId'>>;
  resourceGroups?: Resolver<Array<ResolversTypes['ResourceGroup']>, ParentType, ContextType>;
  resourceSpecialties?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  resources?: Resolver<Maybe<ResolversTypes['ResourceConnection']>, ParentType, ContextType, Partial<QueryResourcesArgs>>;
  roleNames?: Resolver<Array<ResolversTypes['RoleName']>, ParentType, ContextType>;
  sentMail?: Resolver<Maybe<ResolversTypes['SentMailConnection']>, ParentType, ContextType, Partial<QuerySentMailArgs>>;
  sentMailMessage?: Resolver<Maybe<ResolversTypes['SentMail']>, ParentType, ContextType, RequireFields<QuerySentMailMessageArgs, 'internalId'>>;
  signInSheetUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QuerySignInSheetUrlArgs, 'eventId' | 'templateId'>>;
  signInTemplates?: Resolver<Array<ResolversTypes['SignInTemplate']>, ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['Speaker']>, ParentType, ContextType, RequireFields<QuerySpeakerArgs, 'internalId'>>;
  speakerExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QuerySpeakerExportUrlArgs>>;
  speakerFees?: Resolver<Maybe<ResolversTypes['SpeakerFees']>, ParentType, ContextType, RequireFields<QuerySpeakerFeesArgs, 'speakerId'>>;
  speakerLiaisons?: Resolver<Maybe<Array<ResolversTypes['SpeakerLiaison']>>, ParentType, ContextType>;
  speakerProfileConfiguration?: Resolver<Maybe<Array<ResolversTypes['ProfileGroupConfig']>>, ParentType, ContextType>;
  speakerProfileLayout?: Resolver<Maybe<ResolversTypes['SpeakerProfileLayout']>, ParentType, ContextType, Partial<QuerySpeakerProfileLayoutArgs>>;
  speakerResourceGroups?: Resolver<Maybe<Array<ResolversTypes['ResourceGroup']>>, ParentType, ContextType, RequireFields<QuerySpeakerResourceGroupsArgs, 'speakerId'>>;
  speakerTraining?: Resolver<Maybe<ResolversTypes['SpeakerTraining']>, ParentType, ContextType, RequireFields<QuerySpeakerTrainingArgs, 'internalId'>>;
  speakerTrainingOfProgram?: Resolver<Maybe<ResolversTypes['SpeakerTraining']>, ParentType, ContextType, RequireFields<QuerySpeakerTrainingOfProgramArgs, 'programInternalId' | 'speakerInternalId'>>;
  speakerTrainings?: Resolver<Maybe<ResolversTypes['SpeakerTrainingConnection']>, ParentType, ContextType, Partial<QuerySpeakerTrainingsArgs>>;
  speakerTrainingsExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QuerySpeakerTrainingsExportUrlArgs>>;
  speakers?: Resolver<Maybe<ResolversTypes['SpeakerConnection']>, ParentType, ContextType, Partial<QuerySpeakersArgs>>;
  surveyResponses?: Resolver<Maybe<ResolversTypes['SurveyResponseSummaryConnection']>, ParentType, ContextType, Partial<QuerySurveyResponsesArgs>>;
  surveyResponsesExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QuerySurveyResponsesExportUrlArgs>>;
  surveyTemplate?: Resolver<Maybe<ResolversTypes['SurveyTemplate']>, ParentType, ContextType, RequireFields<QuerySurveyTemplateArgs, 'internalId'>>;
  surveyTemplates?: Resolver<Maybe<ResolversTypes['SurveyTemplateConnection']>, ParentType, ContextType, Partial<QuerySurveyTemplatesArgs>>;
  tenantConfiguration?: Resolver<Maybe<ResolversTypes['TenantConfiguration']>, ParentType, ContextType>;
  topics?: Resolver<Maybe<ResolversTypes['TopicConnection']>, ParentType, ContextType, Partial<QueryTopicsArgs>>;
  trainingProgram?: Resolver<Maybe<ResolversTypes['TrainingProgram']>, ParentType, ContextType, RequireFields<QueryTrainingProgramArgs, 'internalId'>>;
  trainingProgramSpeakers?: Resolver<Maybe<Array<ResolversTypes['TrainingSpeaker']>>, ParentType, ContextType, RequireFields<QueryTrainingProgramSpeakersArgs, 'assigned' | 'programInternalId'>>;
  trainingPrograms?: Resolver<Maybe<ResolversTypes['TrainingProgramConnection']>, ParentType, ContextType, Partial<QueryTrainingProgramsArgs>>;
  trainingTopics?: Resolver<Maybe<Array<ResolversTypes['TrainingTopic']>>, ParentType, ContextType>;
  trainingVideoUploadLimit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  usedEventStatuses?: Resolver<Maybe<Array<ResolversTypes['EventStatus']>>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'internalId'>>;
  userLinkOptions?: Resolver<Array<ResolversTypes['UserLinkOption']>, ParentType, ContextType, RequireFields<QueryUserLinkOptionsArgs, 'kind'>>;
  users?: Resolver<Maybe<ResolversTypes['UserConnection']>, ParentType, ContextType, Partial<QueryUsersArgs>>;
  venue?: Resolver<Maybe<ResolversTypes['Venue']>, ParentType, ContextType, RequireFields<QueryVenueArgs, 'internalId'>>;
  venueExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryVenueExportUrlArgs>>;
  venues?: Resolver<Maybe<ResolversTypes['VenueConnection']>, ParentType, ContextType, Partial<QueryVenuesArgs>>;
  version?: Resolver<ResolversTypes['Version'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type QuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = ResolversObject<{
  allowedCharactersRegex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['QuestionChoice']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  postNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationFormType?: Resolver<Maybe<ResolversTypes['RegistrationFormType']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['RuleNode']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['QuestionType']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type QuestionChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuestionChoice'] = ResolversParentTypes['QuestionChoice']> = ResolversObject<{
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openField?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionPresetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuestionPreset'] = ResolversParentTypes['QuestionPreset']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionTypeResolvers = { CHECKBOX: 'checkbox', FREE_TEXT: 'free-text', MULTI_SELECT: 'multi-select', RATING_5: 'rating-5', RATING_7: 'rating-7', RATING_10: 'rating-10', SINGLE_SELECT: 'single-select' };

export type QuestionTypeInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuestionTypeInfo'] = ResolversParentTypes['QuestionTypeInfo']> = ResolversObject<{
  comparators?: Resolver<Array<ResolversTypes['ComparatorInfo']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
}>;

export type RefreshSessionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefreshSessionPayload'] = ResolversParentTypes['RefreshSessionPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  fieldErrors?: Resolver<Maybe<Array<ResolversTypes['FieldError']>>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegistrationAnalyticsConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationAnalyticsConnection'] = ResolversParentTypes['RegistrationAnalyticsConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['RegistrationAnalyticsEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RegistrationAnalyticsEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationAnalyticsEdge'] = ResolversParentTypes['RegistrationAnalyticsEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RegistrationAnalyticsRow'], ParentType, ContextType>;
}>;

export type RegistrationAnalyticsRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationAnalyticsRow'] = ResolversParentTypes['RegistrationAnalyticsRow']> = ResolversObject<{
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  pageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationPulse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  totalViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalViewsPulse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uniqueViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegistrationFormTypeResolvers = { EVENT_REGISTER: 'event-register', OPT_IN: 'opt-in' };

export type RegistrationTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationTemplate'] = ResolversParentTypes['RegistrationTemplate']> = ResolversObject<{
  analytics?: Resolver<Maybe<ResolversTypes['RegistrationAnalyticsConnection']>, ParentType, ContextType, Partial<RegistrationTemplateAnalyticsArgs>>;
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandColor1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandColor2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branded?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  consentText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isiText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketingOptIn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicyLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['Question']>>, ParentType, ContextType>;
  questionsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegistrationTemplateConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationTemplateConnection'] = ResolversParentTypes['RegistrationTemplateConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['RegistrationTemplateEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RegistrationTemplateEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationTemplateEdge'] = ResolversParentTypes['RegistrationTemplateEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['RegistrationTemplate']>, ParentType, ContextType>;
}>;

export type RegistrationTemplatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationTemplatePayload'] = ResolversParentTypes['RegistrationTemplatePayload']> = ResolversObject<{
  registrationTemplate?: Resolver<Maybe<ResolversTypes['RegistrationTemplate']>, ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResendAttendeeEmailPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResendAttendeeEmailPayload'] = ResolversParentTypes['ResendAttendeeEmailPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResourceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Resource'] = ResolversParentTypes['Resource']> = ResolversObject<{
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['ResourceGroup']>, ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prcCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  speakerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topicDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topicInternalId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  topicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ResourceAssignedFilterResolvers = { ALL: 'all', ASSIGNED: 'assigned', UNASSIGNED: 'unassigned' };

export type ResourceAssigneeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceAssignee'] = ResolversParentTypes['ResourceAssignee']> = ResolversObject<{
  assigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  credentials?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speakerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ResourceAssigneeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceAssigneeConnection'] = ResolversParentTypes['ResourceAssigneeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ResourceAssigneeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ResourceAssigneeEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceAssigneeEdge'] = ResolversParentTypes['ResourceAssigneeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ResourceAssignee']>, ParentType, ContextType>;
}>;

export type ResourceAssigneeSortFieldResolvers = { CREDENTIALS: 'credentials', EMAIL: 'email', NAME: 'name', SPECIALTY: 'specialty' };

export type ResourceConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceConnection'] = ResolversParentTypes['ResourceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ResourceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ResourceEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceEdge'] = ResolversParentTypes['ResourceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Resource']>, ParentType, ContextType>;
}>;

export type ResourceGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceGroup'] = ResolversParentTypes['ResourceGroup']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resources?: Resolver<Maybe<ResolversTypes['ResourceConnection']>, ParentType, ContextType, Partial<ResourceGroupResourcesArgs>>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ResourceGroupMoveResolvers = { DOWN: 'down', UP: 'up' };

export type ResourceGroupPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceGroupPayload'] = ResolversParentTypes['ResourceGroupPayload']> = ResolversObject<{
  resourceGroup?: Resolver<Maybe<ResolversTypes['ResourceGroup']>, ParentType, ContextType>;
}>;

export type ResourcePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourcePayload'] = ResolversParentTypes['ResourcePayload']> = ResolversObject<{
  resource?: Resolver<Maybe<ResolversTypes['Resource']>, ParentType, ContextType>;
}>;

export type ResourceSortFieldResolvers = { CREATED_AT: 'createdAt', EXPIRATION_DATE: 'expirationDate', FILE_NAME: 'fileName', GROUP: 'group', PRC_CODE: 'prcCode', TOPIC: 'topic', UPDATED_AT: 'updatedAt', YEAR: 'year' };

export type RoleResolvers = { ADMIN: 'admin', CLIENT_SPEAKER_PORTAL_ADMIN: 'client-speaker-portal-admin', FIELD_REP: 'field-rep', MARKETING: 'marketing', PROGRAM_ANALYST: 'program-analyst', SFC_COMPLIANCE: 'sfc-compliance', SPEAKER: 'speaker', SPEAKER_LIAISON: 'speaker-liaison', SYSTEM_ADMIN: 'system-admin', USER: 'user' };

export type RoleNameResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoleName'] = ResolversParentTypes['RoleName']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type RolePermissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RolePermission'] = ResolversParentTypes['RolePermission']> = ResolversObject<{
  entityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permissionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RuleFieldResolvers = { REQUIRED: 'required', VISIBLE: 'visible' };

export type RuleNodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RuleNode'] = ResolversParentTypes['RuleNode']> = ResolversObject<{
  comparator?: Resolver<Maybe<ResolversTypes['Comparator']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['RuleField'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator?: Resolver<Maybe<ResolversTypes['LogicOperator']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SaveEntityHiddenFieldsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveEntityHiddenFieldsPayload'] = ResolversParentTypes['SaveEntityHiddenFieldsPayload']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tenantConfiguration?: Resolver<ResolversTypes['TenantConfiguration'], ParentType, ContextType>;
}>;

export type SendUserPasswordLinkPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SendUserPasswordLinkPayload'] = ResolversParentTypes['SendUserPasswordLinkPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SentMailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SentMail'] = ResolversParentTypes['SentMail']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bodyWithheld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  emailTemplateId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasCalendar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sendAfter?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transport?: Resolver<Maybe<ResolversTypes['MailTransport']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SentMailConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SentMailConnection'] = ResolversParentTypes['SentMailConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SentMailEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SentMailEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SentMailEdge'] = ResolversParentTypes['SentMailEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['SentMail']>, ParentType, ContextType>;
}>;

export type SetContractAddressPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetContractAddressPayload'] = ResolversParentTypes['SetContractAddressPayload']> = ResolversObject<{
  contractAddress?: Resolver<Maybe<ResolversTypes['ContractAddress']>, ParentType, ContextType>;
}>;

export type SetEventAttendanceStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetEventAttendanceStatusPayload'] = ResolversParentTypes['SetEventAttendanceStatusPayload']> = ResolversObject<{
  eventAttendances?: Resolver<Array<ResolversTypes['EventAttendance']>, ParentType, ContextType>;
}>;

export type SignInTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignInTemplate'] = ResolversParentTypes['SignInTemplate']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SkipLogicEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SkipLogicEntry'] = ResolversParentTypes['SkipLogicEntry']> = ResolversObject<{
  choiceRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextQuestionRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SlideDeckResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SlideDeck'] = ResolversParentTypes['SlideDeck']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SpeakerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Speaker'] = ResolversParentTypes['Speaker']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatarImgUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blackoutDates?: Resolver<Maybe<Array<ResolversTypes['BlackoutDate']>>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractAddress?: Resolver<Maybe<ResolversTypes['ContractAddress']>, ParentType, ContextType>;
  contracts?: Resolver<Maybe<Array<ResolversTypes['Contract']>>, ParentType, ContextType>;
  credentials?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crmStatus?: Resolver<Maybe<ResolversTypes['SpeakerCrmStatus']>, ParentType, ContextType>;
  customProfile?: Resolver<Maybe<Array<ResolversTypes['SpeakerProfileGroup']>>, ParentType, ContextType>;
  cvUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  degree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Maybe<Array<ResolversTypes['SpeakerEvent']>>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasUserAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  liaison?: Resolver<Maybe<ResolversTypes['SpeakerLiaison']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  speakerType?: Resolver<Maybe<ResolversTypes['SpeakerType']>, ParentType, ContextType>;
  specialty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  veevaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SpeakerConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerConnection'] = ResolversParentTypes['SpeakerConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SpeakerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SpeakerCrmStatusResolvers = { APPROVED: 'Approved_vod', ELIGIBLE: 'Eligible_vod', EXPIRED: 'Expired_vod', NOMINATED: 'Nominated_vod' };

export type SpeakerEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerEdge'] = ResolversParentTypes['SpeakerEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Speaker']>, ParentType, ContextType>;
}>;

export type SpeakerEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerEvent'] = ResolversParentTypes['SpeakerEvent']> = ResolversObject<{
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expenseTotals?: Resolver<Maybe<ResolversTypes['EventExpenseTotals']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['EventStatus']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SpeakerFeeDifferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerFeeDifference'] = ResolversParentTypes['SpeakerFeeDifference']> = ResolversObject<{
  change?: Resolver<ResolversTypes['FeeRateChange'], ParentType, ContextType>;
  now?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  was?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SpeakerFeeRateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerFeeRate'] = ResolversParentTypes['SpeakerFeeRate']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['FeeOperation'], ParentType, ContextType>;
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SpeakerFeesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerFees'] = ResolversParentTypes['SpeakerFees']> = ResolversObject<{
  differences?: Resolver<Array<ResolversTypes['SpeakerFeeDifference']>, ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['SpeakerFeeRate']>, ParentType, ContextType>;
  savedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  speakerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SpeakerFeesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerFeesPayload'] = ResolversParentTypes['SpeakerFeesPayload']> = ResolversObject<{
  speakerFees?: Resolver<Maybe<ResolversTypes['SpeakerFees']>, ParentType, ContextType>;
}>;

export type SpeakerLiaisonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerLiaison'] = ResolversParentTypes['SpeakerLiaison']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SpeakerPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerPayload'] = ResolversParentTypes['SpeakerPayload']> = ResolversObject<{
  speaker?: Resolver<Maybe<ResolversTypes['Speaker']>, ParentType, ContextType>;
}>;

export type SpeakerProfileFieldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerProfileField'] = ResolversParentTypes['SpeakerProfileField']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProfileFieldType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SpeakerProfileGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerProfileGroup'] = ResolversParentTypes['SpeakerProfileGroup']> = ResolversObject<{
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['SpeakerProfileField']>, ParentType, ContextType>;
  gridArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SpeakerProfileLayoutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerProfileLayout'] = ResolversParentTypes['SpeakerProfileLayout']> = ResolversObject<{
  desktop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type SpeakerSortFieldResolvers = { CREDENTIALS: 'credentials', CRM_STATUS: 'crmStatus', EMAIL: 'email', FIRST_NAME: 'firstName', LAST_NAME: 'lastName', SPEAKER_TYPE: 'speakerType', STATUS: 'status' };

export type SpeakerTrainingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerTraining'] = ResolversParentTypes['SpeakerTraining']> = ResolversObject<{
  completionAttachment?: Resolver<Maybe<ResolversTypes['TrainingCertificate']>, ParentType, ContextType>;
  completionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileStatus?: Resolver<ResolversTypes['SpeakerTrainingStatus'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['TrainingProgram'], ParentType, ContextType>;
  speaker?: Resolver<ResolversTypes['TrainingSpeaker'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SpeakerTrainingStatus'], ParentType, ContextType>;
  trainedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoCompletedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoProgressDurationInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  videoStartedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SpeakerTrainingConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerTrainingConnection'] = ResolversParentTypes['SpeakerTrainingConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SpeakerTrainingEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SpeakerTrainingEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerTrainingEdge'] = ResolversParentTypes['SpeakerTrainingEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['SpeakerTraining']>, ParentType, ContextType>;
}>;

export type SpeakerTrainingPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpeakerTrainingPayload'] = ResolversParentTypes['SpeakerTrainingPayload']> = ResolversObject<{
  speakerTraining?: Resolver<Maybe<ResolversTypes['SpeakerTraining']>, ParentType, ContextType>;
}>;

export type SpeakerTrainingSortFieldResolvers = { COMPLETION_DATE: 'completionDate', DUE_DATE: 'dueDate', PROGRAM_NAME: 'programName', SPEAKER_NAME: 'speakerName', STATUS: 'status', TOPIC: 'topic', TYPE: 'type' };

export type SpeakerTrainingStatusResolvers = { COMPLETE: 'Complete', EXPIRED: 'Expired', OVERDUE: 'Overdue', PENDING: 'Pending' };

export type SpeakerTypeResolvers = { CAREGIVER: 'Caregiver', CRM: 'CRM', HCP: 'HCP', PATIENT: 'Patient' };

export type SubmitSurveyResponsePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitSurveyResponsePayload'] = ResolversParentTypes['SubmitSurveyResponsePayload']> = ResolversObject<{
  fieldErrors?: Resolver<Maybe<Array<ResolversTypes['FieldError']>>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SurveyAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyAnswer'] = ResolversParentTypes['SurveyAnswer']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SurveyLanguageResolvers = { EN: 'en', ES: 'es' };

export type SurveyResponseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyResponse'] = ResolversParentTypes['SurveyResponse']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['SurveyAnswer']>, ParentType, ContextType>;
  respondent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SurveyResponseConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyResponseConnection'] = ResolversParentTypes['SurveyResponseConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SurveyResponseEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SurveyResponseEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyResponseEdge'] = ResolversParentTypes['SurveyResponseEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SurveyResponse'], ParentType, ContextType>;
}>;

export type SurveyResponseSortFieldResolvers = { RESPONSES_COUNT: 'responsesCount', SHORT_NAME: 'shortName', TITLE: 'title' };

export type SurveyResponseSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyResponseSummary'] = ResolversParentTypes['SurveyResponseSummary']> = ResolversObject<{
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<Maybe<ResolversTypes['SurveyResponseConnection']>, ParentType, ContextType, Partial<SurveyResponseSummaryResponsesArgs>>;
  responsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SurveyResponseSummaryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyResponseSummaryConnection'] = ResolversParentTypes['SurveyResponseSummaryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SurveyResponseSummaryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SurveyResponseSummaryEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyResponseSummaryEdge'] = ResolversParentTypes['SurveyResponseSummaryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['SurveyResponseSummary']>, ParentType, ContextType>;
}>;

export type SurveyTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyTemplate'] = ResolversParentTypes['SurveyTemplate']> = ResolversObject<{
  consentText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAnonymous?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isEvaluation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isiText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['SurveyLanguage']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfPreviewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyPolicyLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['Question']>>, ParentType, ContextType>;
  questionsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  skipLogic?: Resolver<Maybe<Array<ResolversTypes['SkipLogicEntry']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SurveyTemplateConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyTemplateConnection'] = ResolversParentTypes['SurveyTemplateConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SurveyTemplateEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SurveyTemplateEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyTemplateEdge'] = ResolversParentTypes['SurveyTemplateEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['SurveyTemplate']>, ParentType, ContextType>;
}>;

export type SurveyTemplatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyTemplatePayload'] = ResolversParentTypes['SurveyTemplatePayload']> = ResolversObject<{
  surveyTemplate?: Resolver<Maybe<ResolversTypes['SurveyTemplate']>, ParentType, ContextType>;
}>;

export type TemplateSortFieldResolvers = { NAME: 'name', QUESTIONS_COUNT: 'questionsCount' };

export type TenantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant']> = ResolversObject<{
  defaultEventPeriod?: Resolver<Maybe<ResolversTypes['Period']>, ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<TenantFlagArgs, 'id'>>;
  hideAttendeeAddressFields?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  veevaSyncEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TenantConfigurationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TenantConfiguration'] = ResolversParentTypes['TenantConfiguration']> = ResolversObject<{
  actions?: Resolver<Array<ResolversTypes['ConfigurationAction']>, ParentType, ContextType>;
  comparisonTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  entities?: Resolver<Array<ResolversTypes['ConfigurationEntity']>, ParentType, ContextType>;
  expenseFilteringRules?: Resolver<Array<ResolversTypes['ExpenseFilteringRule']>, ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductToggle']>, ParentType, ContextType>;
  recentChanges?: Resolver<Array<ResolversTypes['ConfigurationChange']>, ParentType, ContextType>;
  rolePermissions?: Resolver<Array<ResolversTypes['RolePermission']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['ConfigurationRole']>, ParentType, ContextType>;
  veevaSyncEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TenantConfigurationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TenantConfigurationPayload'] = ResolversParentTypes['TenantConfigurationPayload']> = ResolversObject<{
  tenantConfiguration?: Resolver<ResolversTypes['TenantConfiguration'], ParentType, ContextType>;
}>;

export type TopicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slideDeck?: Resolver<Maybe<ResolversTypes['SlideDeck']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TopicConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopicConnection'] = ResolversParentTypes['TopicConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TopicEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TopicEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopicEdge'] = ResolversParentTypes['TopicEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
}>;

export type TrainingAssignmentResolvers = { ALL: 'all', SPEAKERS: 'speakers', TOPIC: 'topic' };

export type TrainingCertificateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingCertificate'] = ResolversParentTypes['TrainingCertificate']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrainingProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingProgram'] = ResolversParentTypes['TrainingProgram']> = ResolversObject<{
  assignedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasVideo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifiedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['TrainingTopic']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TrainingType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['TrainingVideo']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TrainingProgramConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingProgramConnection'] = ResolversParentTypes['TrainingProgramConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TrainingProgramEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrainingProgramEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingProgramEdge'] = ResolversParentTypes['TrainingProgramEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['TrainingProgram']>, ParentType, ContextType>;
}>;

export type TrainingProgramPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingProgramPayload'] = ResolversParentTypes['TrainingProgramPayload']> = ResolversObject<{
  program?: Resolver<Maybe<ResolversTypes['TrainingProgram']>, ParentType, ContextType>;
}>;

export type TrainingProgramSortFieldResolvers = { CREATED_AT: 'createdAt', EXPIRATION_DATE: 'expirationDate', PROGRAM_NAME: 'programName', TOPIC: 'topic', TYPE: 'type' };

export type TrainingSpeakerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingSpeaker'] = ResolversParentTypes['TrainingSpeaker']> = ResolversObject<{
  credentials?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TrainingTopicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingTopic'] = ResolversParentTypes['TrainingTopic']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrainingTypeResolvers = { CHECKBOX: 'checkbox', VEEVA_QUALIFICATION: 'veeva_qualification', VIDEO: 'video' };

export type TrainingVideoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingVideo'] = ResolversParentTypes['TrainingVideo']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TriggerEmailPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TriggerEmailPayload'] = ResolversParentTypes['TriggerEmailPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UnassignTrainingPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnassignTrainingPayload'] = ResolversParentTypes['UnassignTrainingPayload']> = ResolversObject<{
  program?: Resolver<Maybe<ResolversTypes['TrainingProgram']>, ParentType, ContextType>;
}>;

export type UpdateEventPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateEventPayload'] = ResolversParentTypes['UpdateEventPayload']> = ResolversObject<{
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
}>;

export type UpdateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldRep?: Resolver<Maybe<ResolversTypes['UserFieldRep']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sendAttendeeEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['UserSpeaker']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UserFieldRepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserFieldRep'] = ResolversParentTypes['UserFieldRep']> = ResolversObject<{
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserLinkKindResolvers = { FIELD_REP: 'field-rep', SPEAKER: 'speaker' };

export type UserLinkOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserLinkOption'] = ResolversParentTypes['UserLinkOption']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  credentials?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserSortFieldResolvers = { EMAIL: 'email', FIRST_NAME: 'firstName', ID: 'id', LAST_NAME: 'lastName', ROLE: 'role' };

export type UserSpeakerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSpeaker'] = ResolversParentTypes['UserSpeaker']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speakerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VenueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Venue'] = ResolversParentTypes['Venue']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VenueConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VenueConnection'] = ResolversParentTypes['VenueConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['VenueEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VenueEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VenueEdge'] = ResolversParentTypes['VenueEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Venue']>, ParentType, ContextType>;
}>;

export type VenuePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VenuePayload'] = ResolversParentTypes['VenuePayload']> = ResolversObject<{
  venue?: Resolver<Maybe<ResolversTypes['Venue']>, ParentType, ContextType>;
}>;

export type VenueSortFieldResolvers = { ADDRESS: 'address', CAPACITY: 'capacity', CITY: 'city', NAME: 'name', STATE: 'state', ZIP_CODE: 'zipCode' };

export type VersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = ResolversObject<{
  build?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  can?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<ViewerCanArgs, 'action' | 'entity'>>;
  dashboardCategories?: Resolver<Array<ResolversTypes['DashboardCategory']>, ParentType, ContextType>;
  disabledFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ViewerDisabledFieldsArgs, 'entity'>>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hiddenFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ViewerHiddenFieldsArgs, 'entity'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonating?: Resolver<Maybe<ResolversTypes['ImpersonatedSpeaker']>, ParentType, ContextType>;
  instances?: Resolver<Array<ResolversTypes['Instance']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['EntityPermission']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductEntry']>, ParentType, ContextType>;
  requirePwChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  selectedProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  speakerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  AddBlackoutDatesPayload?: AddBlackoutDatesPayloadResolvers<ContextType>;
  AddCheckPayload?: AddCheckPayloadResolvers<ContextType>;
  AssignResourcePayload?: AssignResourcePayloadResolvers<ContextType>;
  AssignTrainingPayload?: AssignTrainingPayloadResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AttendanceResponse?: AttendanceResponseResolvers<ContextType>;
  AttendanceStatus?: AttendanceStatusResolvers;
  Attendee?: AttendeeResolvers<ContextType>;
  AttendeeImportResult?: AttendeeImportResultResolvers<ContextType>;
  AttendeeType?: AttendeeTypeResolvers;
  AuthType?: AuthTypeResolvers;
  BlackoutDate?: BlackoutDateResolvers<ContextType>;
  Check?: CheckResolvers<ContextType>;
  CheckConnection?: CheckConnectionResolvers<ContextType>;
  CheckEdge?: CheckEdgeResolvers<ContextType>;
  CheckLogEntry?: CheckLogEntryResolvers<ContextType>;
  CheckMeta?: CheckMetaResolvers<ContextType>;
  CheckSortField?: CheckSortFieldResolvers;
  Comparator?: ComparatorResolvers;
  ComparatorInfo?: ComparatorInfoResolvers<ContextType>;
  Conference?: ConferenceResolvers<ContextType>;
  ConfigurationAction?: ConfigurationActionResolvers<ContextType>;
  ConfigurationChange?: ConfigurationChangeResolvers<ContextType>;
  ConfigurationEntity?: ConfigurationEntityResolvers<ContextType>;
  ConfigurationRole?: ConfigurationRoleResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractAddress?: ContractAddressResolvers<ContextType>;
  ContractPayload?: ContractPayloadResolvers<ContextType>;
  ContractType?: ContractTypeResolvers;
  CreateEventPayload?: CreateEventPayloadResolvers<ContextType>;
  CreateSpeakerLoginPayload?: CreateSpeakerLoginPayloadResolvers<ContextType>;
  CreateSpeakerPayload?: CreateSpeakerPayloadResolvers<ContextType>;
  CreateUserPayload?: CreateUserPayloadResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardCategory?: DashboardCategoryResolvers;
  DashboardChart?: DashboardChartResolvers<ContextType>;
  DashboardChartData?: DashboardChartDataResolvers<ContextType>;
  DashboardChartPayload?: DashboardChartPayloadResolvers<ContextType>;
  DashboardColumn?: DashboardColumnResolvers;
  DashboardRow?: DashboardRowResolvers<ContextType>;
  DashboardRowConnection?: DashboardRowConnectionResolvers<ContextType>;
  DashboardRowEdge?: DashboardRowEdgeResolvers<ContextType>;
  DashboardSeries?: DashboardSeriesResolvers<ContextType>;
  DashboardValueFormat?: DashboardValueFormatResolvers;
  DateTime?: GraphQLScalarType;
  DeleteBlackoutDatePayload?: DeleteBlackoutDatePayloadResolvers<ContextType>;
  DeleteCheckPayload?: DeleteCheckPayloadResolvers<ContextType>;
  DeleteContractFilePayload?: DeleteContractFilePayloadResolvers<ContextType>;
  DeleteContractPayload?: DeleteContractPayloadResolvers<ContextType>;
  DeleteDashboardChartPayload?: DeleteDashboardChartPayloadResolvers<ContextType>;
  DeleteEmailSeriesPayload?: DeleteEmailSeriesPayloadResolvers<ContextType>;
  DeleteEmailTemplatePayload?: DeleteEmailTemplatePayloadResolvers<ContextType>;
  DeleteEventAttendancesPayload?: DeleteEventAttendancesPayloadResolvers<ContextType>;
  DeleteEventsPayload?: DeleteEventsPayloadResolvers<ContextType>;
  DeleteExpenseLinePayload?: DeleteExpenseLinePayloadResolvers<ContextType>;
  DeleteFieldRepPayload?: DeleteFieldRepPayloadResolvers<ContextType>;
  DeleteResourceGroupPayload?: DeleteResourceGroupPayloadResolvers<ContextType>;
  DeleteResourcePayload?: DeleteResourcePayloadResolvers<ContextType>;
  DeleteSpeakerPayload?: DeleteSpeakerPayloadResolvers<ContextType>;
  DeleteSurveyTemplatePayload?: DeleteSurveyTemplatePayloadResolvers<ContextType>;
  DeleteTrainingProgramPayload?: DeleteTrainingProgramPayloadResolvers<ContextType>;
  DeleteUserPayload?: DeleteUserPayloadResolvers<ContextType>;
  DeleteVenuePayload?: DeleteVenuePayloadResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  EmailAudience?: EmailAudienceResolvers;
  EmailBuilder?: EmailBuilderResolvers;
  EmailDeliveryRow?: EmailDeliveryRowResolvers<ContextType>;
  EmailDesign?: EmailDesignResolvers<ContextType>;
  EmailDesignBlock?: EmailDesignBlockResolvers<ContextType>;
  EmailDesignBlockKind?: EmailDesignBlockKindResolvers;
  EmailDesignPreview?: EmailDesignPreviewResolvers<ContextType>;
  EmailPreview?: EmailPreviewResolvers<ContextType>;
  EmailProduct?: EmailProductResolvers;
  EmailSeries?: EmailSeriesResolvers<ContextType>;
  EmailSeriesConnection?: EmailSeriesConnectionResolvers<ContextType>;
  EmailSeriesEdge?: EmailSeriesEdgeResolvers<ContextType>;
  EmailSeriesPayload?: EmailSeriesPayloadResolvers<ContextType>;
  EmailSeriesSortField?: EmailSeriesSortFieldResolvers;
  EmailSubject?: EmailSubjectResolvers;
  EmailTemplate?: EmailTemplateResolvers<ContextType>;
  EmailTemplateConnection?: EmailTemplateConnectionResolvers<ContextType>;
  EmailTemplateEdge?: EmailTemplateEdgeResolvers<ContextType>;
  EmailTemplatePayload?: EmailTemplatePayloadResolvers<ContextType>;
  EmailTemplateSortField?: EmailTemplateSortFieldResolvers;
  EmailTemplateType?: EmailTemplateTypeResolvers<ContextType>;
  EmailTemplateVariable?: EmailTemplateVariableResolvers<ContextType>;
  EntityPermission?: EntityPermissionResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventAttendance?: EventAttendanceResolvers<ContextType>;
  EventAttendanceConnection?: EventAttendanceConnectionResolvers<ContextType>;
  EventAttendanceEdge?: EventAttendanceEdgeResolvers<ContextType>;
  EventAttendanceFormPayload?: EventAttendanceFormPayloadResolvers<ContextType>;
  EventAttendanceSortField?: EventAttendanceSortFieldResolvers;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventEdge?: EventEdgeResolvers<ContextType>;
  EventEmailDeliveryConnection?: EventEmailDeliveryConnectionResolvers<ContextType>;
  EventEmailDeliveryEdge?: EventEmailDeliveryEdgeResolvers<ContextType>;
  EventExpenseTotals?: EventExpenseTotalsResolvers<ContextType>;
  EventShareInfo?: EventShareInfoResolvers<ContextType>;
  EventSortField?: EventSortFieldResolvers;
  EventSpeaker?: EventSpeakerResolvers<ContextType>;
  EventStatus?: EventStatusResolvers;
  EventSurveyTemplate?: EventSurveyTemplateResolvers<ContextType>;
  EventType?: EventTypeResolvers;
  ExpenseFilteringRule?: ExpenseFilteringRuleResolvers<ContextType>;
  ExpenseImportResult?: ExpenseImportResultResolvers<ContextType>;
  ExpenseLine?: ExpenseLineResolvers<ContextType>;
  ExpenseLinePayload?: ExpenseLinePayloadResolvers<ContextType>;
  ExpenseRow?: ExpenseRowResolvers<ContextType>;
  ExpenseRowConnection?: ExpenseRowConnectionResolvers<ContextType>;
  ExpenseRowEdge?: ExpenseRowEdgeResolvers<ContextType>;
  ExpenseSortField?: ExpenseSortFieldResolvers;
  ExpenseStatus?: ExpenseStatusResolvers;
  FeatureFlag?: FeatureFlagResolvers<ContextType>;
  FeeOption?: FeeOptionResolvers<ContextType>;
  FeeQuestion?: FeeQuestionResolvers<ContextType>;
  FeeRateChange?: FeeRateChangeResolvers;
  FeeStructure?: FeeStructureResolvers<ContextType>;
  FeeStructurePayload?: FeeStructurePayloadResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FieldRep?: FieldRepResolvers<ContextType>;
  FieldRepConnection?: FieldRepConnectionResolvers<ContextType>;
  FieldRepEdge?: FieldRepEdgeResolvers<ContextType>;
  FieldRepPayload?: FieldRepPayloadResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  GeoPrecision?: GeoPrecisionResolvers;
  ImpersonatedSpeaker?: ImpersonatedSpeakerResolvers<ContextType>;
  ImportAttendanceStatus?: ImportAttendanceStatusResolvers;
  ImportAttendeesPayload?: ImportAttendeesPayloadResolvers<ContextType>;
  ImportEventLine?: ImportEventLineResolvers<ContextType>;
  ImportEventsPayload?: ImportEventsPayloadResolvers<ContextType>;
  ImportExpenseLinesPayload?: ImportExpenseLinesPayloadResolvers<ContextType>;
  Instance?: InstanceResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LocalDate?: GraphQLScalarType;
  LocationType?: LocationTypeResolvers;
  LogicOperator?: LogicOperatorResolvers;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MailStatus?: MailStatusResolvers;
  MailStatusCount?: MailStatusCountResolvers<ContextType>;
  MailTransport?: MailTransportResolvers;
  MapSettings?: MapSettingsResolvers<ContextType>;
  MealType?: MealTypeResolvers;
  MoveResourceGroupPayload?: MoveResourceGroupPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  OpenText?: OpenTextResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Period?: PeriodResolvers<ContextType>;
  PermissionAction?: PermissionActionResolvers;
  Product?: ProductResolvers;
  ProductEntry?: ProductEntryResolvers<ContextType>;
  ProductToggle?: ProductToggleResolvers<ContextType>;
  ProfileConfigurationPayload?: ProfileConfigurationPayloadResolvers<ContextType>;
  ProfileFieldConfig?: ProfileFieldConfigResolvers<ContextType>;
  ProfileFieldType?: ProfileFieldTypeResolvers;
  ProfileGroupConfig?: ProfileGroupConfigResolvers<ContextType>;
  ProxiedImage?: ProxiedImageResolvers<ContextType>;
  PublicEvent?: PublicEventResolvers<ContextType>;
  PublicPageClosed?: PublicPageClosedResolvers;
  PublicRegistrationPage?: PublicRegistrationPageResolvers<ContextType>;
  PublicRegistrationTemplate?: PublicRegistrationTemplateResolvers<ContextType>;
  PublicSurvey?: PublicSurveyResolvers<ContextType>;
  PublicSurveyTemplate?: PublicSurveyTemplateResolvers<ContextType>;
  PublicTenant?: PublicTenantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  QuestionChoice?: QuestionChoiceResolvers<ContextType>;
  QuestionPreset?: QuestionPresetResolvers<ContextType>;
  QuestionType?: QuestionTypeResolvers;
  QuestionTypeInfo?: QuestionTypeInfoResolvers<ContextType>;
  RefreshSessionPayload?: RefreshSessionPayloadResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RegistrationAnalyticsConnection?: RegistrationAnalyticsConnectionResolvers<ContextType>;
  RegistrationAnalyticsEdge?: RegistrationAnalyticsEdgeResolvers<ContextType>;
  RegistrationAnalyticsRow?: RegistrationAnalyticsRowResolvers<ContextType>;
  RegistrationFormType?: RegistrationFormTypeResolvers;
  RegistrationTemplate?: RegistrationTemplateResolvers<ContextType>;
  RegistrationTemplateConnection?: RegistrationTemplateConnectionResolvers<ContextType>;
  RegistrationTemplateEdge?: RegistrationTemplateEdgeResolvers<ContextType>;
  RegistrationTemplatePayload?: RegistrationTemplatePayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResendAttendeeEmailPayload?: ResendAttendeeEmailPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  Resource?: ResourceResolvers<ContextType>;
  ResourceAssignedFilter?: ResourceAssignedFilterResolvers;
  ResourceAssignee?: ResourceAssigneeResolvers<ContextType>;
  ResourceAssigneeConnection?: ResourceAssigneeConnectionResolvers<ContextType>;
  ResourceAssigneeEdge?: ResourceAssigneeEdgeResolvers<ContextType>;
  ResourceAssigneeSortField?: ResourceAssigneeSortFieldResolvers;
  ResourceConnection?: ResourceConnectionResolvers<ContextType>;
  ResourceEdge?: ResourceEdgeResolvers<ContextType>;
  ResourceGroup?: ResourceGroupResolvers<ContextType>;
  ResourceGroupMove?: ResourceGroupMoveResolvers;
  ResourceGroupPayload?: ResourceGroupPayloadResolvers<ContextType>;
  ResourcePayload?: ResourcePayloadResolvers<ContextType>;
  ResourceSortField?: ResourceSortFieldResolvers;
  Role?: RoleResolvers;
  RoleName?: RoleNameResolvers<ContextType>;
  RolePermission?: RolePermissionResolvers<ContextType>;
  RuleField?: RuleFieldResolvers;
  RuleNode?: RuleNodeResolvers<ContextType>;
  SaveEntityHiddenFieldsPayload?: SaveEntityHiddenFieldsPayloadResolvers<ContextType>;
  SendUserPasswordLinkPayload?: SendUserPasswordLinkPayloadResolvers<ContextType>;
  SentMail?: SentMailResolvers<ContextType>;
  SentMailConnection?: SentMailConnectionResolvers<ContextType>;
  SentMailEdge?: SentMailEdgeResolvers<ContextType>;
  SetContractAddressPayload?: SetContractAddressPayloadResolvers<ContextType>;
  SetEventAttendanceStatusPayload?: SetEventAttendanceStatusPayloadResolvers<ContextType>;
  SignInTemplate?: SignInTemplateResolvers<ContextType>;
  SkipLogicEntry?: SkipLogicEntryResolvers<ContextType>;
  SlideDeck?: SlideDeckResolvers<ContextType>;
  Speaker?: SpeakerResolvers<ContextType>;
  SpeakerConnection?: SpeakerConnectionResolvers<ContextType>;
  SpeakerCrmStatus?: SpeakerCrmStatusResolvers;
  SpeakerEdge?: SpeakerEdgeResolvers<ContextType>;
  SpeakerEvent?: SpeakerEventResolvers<ContextType>;
  SpeakerFeeDifference?: SpeakerFeeDifferenceResolvers<ContextType>;
  SpeakerFeeRate?: SpeakerFeeRateResolvers<ContextType>;
  SpeakerFees?: SpeakerFeesResolvers<ContextType>;
  SpeakerFeesPayload?: SpeakerFeesPayloadResolvers<ContextType>;
  SpeakerLiaison?: SpeakerLiaisonResolvers<ContextType>;
  SpeakerPayload?: SpeakerPayloadResolvers<ContextType>;
  SpeakerProfileField?: SpeakerProfileFieldResolvers<ContextType>;
  SpeakerProfileGroup?: SpeakerProfileGroupResolvers<ContextType>;
  SpeakerProfileLayout?: SpeakerProfileLayoutResolvers<ContextType>;
  SpeakerSortField?: SpeakerSortFieldResolvers;
  SpeakerTraining?: SpeakerTrainingResolvers<ContextType>;
  SpeakerTrainingConnection?: SpeakerTrainingConnectionResolvers<ContextType>;
  SpeakerTrainingEdge?: SpeakerTrainingEdgeResolvers<ContextType>;
  SpeakerTrainingPayload?: SpeakerTrainingPayloadResolvers<ContextType>;
  SpeakerTrainingSortField?: SpeakerTrainingSortFieldResolvers;
  SpeakerTrainingStatus?: SpeakerTrainingStatusResolvers;
  SpeakerType?: SpeakerTypeResolvers;
  SubmitSurveyResponsePayload?: SubmitSurveyResponsePayloadResolvers<ContextType>;
  SurveyAnswer?: SurveyAnswerResolvers<ContextType>;
  SurveyLanguage?: SurveyLanguageResolvers;
  SurveyResponse?: SurveyResponseResolvers<ContextType>;
  SurveyResponseConnection?: SurveyResponseConnectionResolvers<ContextType>;
  SurveyResponseEdge?: SurveyResponseEdgeResolvers<ContextType>;
  SurveyResponseSortField?: SurveyResponseSortFieldResolvers;
  SurveyResponseSummary?: SurveyResponseSummaryResolvers<ContextType>;
  SurveyResponseSummaryConnection?: SurveyResponseSummaryConnectionResolvers<ContextType>;
  SurveyResponseSummaryEdge?: SurveyResponseSummaryEdgeResolvers<ContextType>;
  SurveyTemplate?: SurveyTemplateResolvers<ContextType>;
  SurveyTemplateConnection?: SurveyTemplateConnectionResolvers<ContextType>;
  SurveyTemplateEdge?: SurveyTemplateEdgeResolvers<ContextType>;
  SurveyTemplatePayload?: SurveyTemplatePayloadResolvers<ContextType>;
  TemplateSortField?: TemplateSortFieldResolvers;
  Tenant?: TenantResolvers<ContextType>;
  TenantConfiguration?: TenantConfigurationResolvers<ContextType>;
  TenantConfigurationPayload?: TenantConfigurationPayloadResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicConnection?: TopicConnectionResolvers<ContextType>;
  TopicEdge?: TopicEdgeResolvers<ContextType>;
  TrainingAssignment?: TrainingAssignmentResolvers;
  TrainingCertificate?: TrainingCertificateResolvers<ContextType>;
  TrainingProgram?: TrainingProgramResolvers<ContextType>;
  TrainingProgramConnection?: TrainingProgramConnectionResolvers<ContextType>;
  TrainingProgramEdge?: TrainingProgramEdgeResolvers<ContextType>;
  TrainingProgramPayload?: TrainingProgramPayloadResolvers<ContextType>;
  TrainingProgramSortField?: TrainingProgramSortFieldResolvers;
  TrainingSpeaker?: TrainingSpeakerResolvers<ContextType>;
  TrainingTopic?: TrainingTopicResolvers<ContextType>;
  TrainingType?: TrainingTypeResolvers;
  TrainingVideo?: TrainingVideoResolvers<ContextType>;
  TriggerEmailPayload?: TriggerEmailPayloadResolvers<ContextType>;
  URL?: GraphQLScalarType;
  UnassignTrainingPayload?: UnassignTrainingPayloadResolvers<ContextType>;
  UpdateEventPayload?: UpdateEventPayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserFieldRep?: UserFieldRepResolvers<ContextType>;
  UserLinkKind?: UserLinkKindResolvers;
  UserLinkOption?: UserLinkOptionResolvers<ContextType>;
  UserSortField?: UserSortFieldResolvers;
  UserSpeaker?: UserSpeakerResolvers<ContextType>;
  Venue?: VenueResolvers<ContextType>;
  VenueConnection?: VenueConnectionResolvers<ContextType>;
  VenueEdge?: VenueEdgeResolvers<ContextType>;
  VenuePayload?: VenuePayloadResolvers<ContextType>;
  VenueSortField?: VenueSortFieldResolvers;
  Version?: VersionResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

