import {
  ErrorSchemaBuilder,
  toErrorList,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';
import { z } from 'zod';

const compiled = new WeakMap<object, z.ZodType>();

/** zod's reading of a JSON Schema (`z.fromJSONSchema`), kept per schema object. */
function zodOf(schema: RJSFSchema, rootSchema?: RJSFSchema): z.ZodType {
  let s = compiled.get(schema);
  if (!s) {
    const withDefs = rootSchema?.$defs && !schema.$defs ? { ...schema, $defs: rootSchema.$defs } : schema;
    s = z.fromJSONSchema(withDefs as Parameters<typeof z.fromJSONSchema>[0]);
    compiled.set(schema, s);
  }
  return s;
}

function errorsOf(schema: RJSFSchema, data: unknown, rootSchema?: RJSFSchema) {
  const r = zodOf(schema, rootSchema).safeParse(data);
  const builder = new ErrorSchemaBuilder();
  const errors: RJSFValidationError[] = [];
  if (!r.success) {
    for (const issue of r.error.issues) {
      const path = issue.path.map(String);
      builder.addErrors(issue.message, path.length ? path : undefined);
      errors.push({
        property: path.length ? `.${path.join('.')}` : '.',
        message: issue.message,
        stack: `${path.join('.') || 'value'}: ${issue.message}`,
      });
    }
  }
  return { errors, errorSchema: builder.ErrorSchema };
}

/**
 * rjsf needs a validator for its schema utilities (defaults, choosing among
 * alternatives). Its usual one, ajv, compiles validation code with `new
 * Function`, which the site's Content-Security-Policy (scripts from self only,
 * no eval) refuses in the admin. This one asks zod instead, the same library
 * that guards every page. The editor's messages at the fields do not come from
 * here: they come from the registry's page schema (see issues.ts), fed to the
 * form as `extraErrors`.
 */
export const zodValidator: ValidatorType = {
  validateFormData(formData, schema) {
    return errorsOf(schema, formData);
  },
  isValid(schema, formData, rootSchema) {
    try {
      return zodOf(schema, rootSchema).safeParse(formData).success;
    } catch {
      return false;
    }
  },
  rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
    try {
      return { errors: toErrorList(errorsOf(schema, formData).errorSchema) as Result[] };
    } catch (e) {
      return { validationError: e as Error };
    }
  },
};
