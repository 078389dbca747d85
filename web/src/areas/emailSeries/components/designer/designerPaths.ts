// The designers' addresses (area.ts routes), for the screens that open them: no import, so the template list's chunk
// takes nothing of the designers.
export const LEGACY_DESIGNER = '/email-template-designer';
export const V2_DESIGNER = '/email-template-designer-v2';

/** The designer that opens a template by default: the one that made its body (the legacy one when none did). */
export const designerPath = (builder: string | null | undefined) => (builder === 'V2' ? V2_DESIGNER : LEGACY_DESIGNER);
