/** The block's form, resolved on the server so the first HTML has it (form-data.server.ts). */
export { resolveFormBlock as resolveData } from '../form-data.server.ts'
