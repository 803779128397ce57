/** 'ST PETERS' → 'St Peters', "O'CONNOR" → "O'Connor", 'MCLAREN VALE' → 'McLaren Vale'. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'(-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, c: string) => `Mc${c.toUpperCase()}`);
}
