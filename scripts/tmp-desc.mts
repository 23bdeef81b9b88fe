import { isObjectType, isInterfaceType, isInputObjectType, isEnumType, isUnionType, isScalarType } from 'graphql';
import { schema } from '../api/src/graphql/schema.ts';
const missing: string[] = [];
for (const type of Object.values(schema.getTypeMap())) {
  if (type.name.startsWith('__')) continue;
  if (isScalarType(type) && ['String','Int','Float','Boolean','ID'].includes(type.name)) continue;
  if (!type.description) missing.push(`type ${type.name}`);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      if ('args' in field) for (const arg of field.args) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  }
  if (isEnumType(type)) for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
}
console.log(missing.length); console.log(missing.join('\n'));
