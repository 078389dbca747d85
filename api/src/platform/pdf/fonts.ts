import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;
const file = (style: string) => resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);

/**
 * The fonts of the PDFs the service prints (sign-in sheets, survey forms): Noto Sans (every Latin, Greek and Cyrillic
 * letter), embedded as the subset a document uses. pdfkit's built-in Helvetica writes WinAnsi only: a name such as
 * "Łukasz Żółć" or "Дмитрий" printed as other letters. TrueType files, read as they are: a WOFF would be inflated again
 * for every document (≈ 0.7 s a sheet).
 */
export const PDF_FONTS = { text: file('400Regular'), bold: file('700Bold'), note: file('400Regular_Italic') } as const;
