/** A registration template for the attendee form's tests (api and BFF): a company (required, at most 20 characters),
 *  a role select whose "Other" takes free text, a note shown (and required) after role "Other", and a marketing opt-in
 *  checkbox (its form is left out of the attendee form). */
export const attendeeFormTemplate = (name: string) => ({
  name,
  branded: false,
  marketingOptIn: false,
  questions: [
    {
      ref: 'company',
      text: 'Company',
      type: 'free-text',
      order: 10,
      required: true,
      visible: true,
      maxLength: 20,
      registrationFormType: 'event-register',
    },
    {
      ref: 'role',
      text: 'Your role',
      type: 'single-select',
      order: 20,
      required: false,
      visible: true,
      registrationFormType: 'event-register',
      choices: [
        { ref: 'doc', text: 'Physician', openField: false, order: 10 },
        { ref: 'other', text: 'Other', openField: true, order: 20 },
      ],
    },
    {
      ref: 'note',
      text: 'Tell us your role',
      type: 'free-text',
      order: 30,
      required: true,
      visible: false,
      registrationFormType: 'event-register',
      rules: [
        { field: 'visible', id: 'v', parentId: null, operator: 'AND' },
        { field: 'visible', id: 'v1', parentId: 'v', questionRef: 'role', comparatorId: 'equal', value: 'Other' },
      ],
    },
    { ref: 'optin', text: 'Send me news', type: 'checkbox', order: 40, required: false, visible: true, registrationFormType: 'opt-in' },
  ],
});
