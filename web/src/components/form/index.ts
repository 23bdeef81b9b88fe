// The form kit (CONVENTIONS 21): every form field of the app is built from these, so labels, hints,
// errors and their ARIA wiring are written once.
export { Checkbox } from './Checkbox';
export { Input, Select, TextArea, type SelectOption } from './controls';
export { Field, FieldError, FieldHint } from './Field';
export { fieldErrorsFrom, type FieldErrors } from './fieldErrors';
export { FormAlert } from './FormAlert';
export { Section } from './Section';
export { SelectField, TextAreaField, TextField } from './TextField';
export { useFormValues, type TextKeys } from './useFormValues';
