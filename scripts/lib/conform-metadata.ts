/**
 * A build-time patch to Conform (@conform-to/react), for every bundle (ADR 042).
 *
 * Conform answers each read of a field's metadata (`fields.email.errors`, and the dozen reads
 * `getInputProps` makes) with a new object literal holding eleven accessors (`get errors() {…}`),
 * wrapped in a Proxy. In V8, an object literal's accessors are new closures each time, and the
 * young-generation GC cannot free them: each one survived every scavenge and was promoted, whole, to
 * the old generation, to be freed only by the next full GC. On the bookings page, with its one
 * small form, that was 42 of the 47 KB a render left behind: 1.6 MB copied by every scavenge, a
 * scavenge of 3-4 ms that was most of the render p99, and a full GC every few hundred renders,
 * each followed by V8 recompiling what it had optimised.
 *
 * The patch answers the same fields from the Proxy's handler, which Conform's metadata already has,
 * over a plain object of the four fixed strings: the same values, the same subscriptions
 * (`updateSubjectRef`), `receiver` where the accessors read `this`. Nothing outside Conform's
 * context module sees the object itself (`getMetadata` is not exported by the package; the field and
 * form metadata reach it only through `Reflect.get`). `scripts/lib/conform-metadata.test.ts` reads
 * every field of the same forms through Conform's module and the patched one and compares.
 * If Conform changes the function, the build fails here and names this file.
 */
import { applySourcePatches, type SourcePatch, sourcePatchPlugin } from "./source-patch.ts";

/** Conform's context module, as bundles import it (ESM build). */
export const CONFORM_CONTEXT = /[\\/]@conform-to[\\/]react[\\/]dist[\\/]context\.mjs$/;

/**
 * getMetadata's object literal with its eleven accessors, and its handler's opening, as published in
 * @conform-to/react 1.21.1: replaced by the four fixed strings, with the same handler.
 */
const ACCESSORS = `  return new Proxy({
    id,
    name,
    errorId: "".concat(id, "-error"),
    descriptionId: "".concat(id, "-description"),
    get defaultValue() {
      var initialValue = this.initialValue;
      if (typeof initialValue === 'string') {
        return initialValue;
      }
      if (Array.isArray(initialValue)) {
        return initialValue[0];
      }
    },
    get defaultOptions() {
      var initialValue = this.initialValue;
      if (typeof initialValue === 'string') {
        return [initialValue];
      }
      if (Array.isArray(initialValue) && initialValue.every(item => typeof item === 'string')) {
        return initialValue;
      }
    },
    get defaultChecked() {
      if (this.initialValue === 'on') {
        return true;
      }
    },
    get initialValue() {
      return state.initialValue[name];
    },
    get value() {
      return state.value[name];
    },
    get errors() {
      return state.error[name];
    },
    get key() {
      return state.key[name];
    },
    get valid() {
      return state.valid[name];
    },
    get dirty() {
      return state.dirty[name];
    },
    get allErrors() {
      if (name === '') {
        return state.error;
      }
      var result = {};
      for (var [key, error] of Object.entries(state.error)) {
        if (isPrefix(key, name)) {
          result[key] = error;
        }
      }
      return result;
    },
    get getFieldset() {
      return () => new Proxy({}, {
        get(target, key, receiver) {
          if (typeof key === 'string') {
            return getFieldMetadata(context, subjectRef, stateSnapshot, name, key);
          }
          return Reflect.get(target, key, receiver);
        }
      });
    }
  }, {
    get(target, key, receiver) {
`;

const PLAIN_TARGET = `  // GymRoam's build (scripts/lib/conform-metadata.ts, ADR 042): the computed fields are answered by
  // the handler, not by accessors on a new object literal, whose closures V8 keeps alive until the
  // next full GC. \`receiver\` is what \`this\` was in those accessors.
  return new Proxy({
    id,
    name,
    errorId: "".concat(id, "-error"),
    descriptionId: "".concat(id, "-description")
  }, {
    get(target, key, receiver) {
`;

/** The end of getMetadata's handler: after its subscriptions, it now answers the computed fields. */
const HANDLER_END = `            break;
        }
      }
      return Reflect.get(target, key, receiver);
    }
  });
}
function getFieldMetadata(`;

const COMPUTED_FIELDS = `            break;
        }
      }
      switch (key) {
        case 'defaultValue':
          {
            var initialValue = receiver.initialValue;
            if (typeof initialValue === 'string') {
              return initialValue;
            }
            if (Array.isArray(initialValue)) {
              return initialValue[0];
            }
            return undefined;
          }
        case 'defaultOptions':
          {
            var _initialValue = receiver.initialValue;
            if (typeof _initialValue === 'string') {
              return [_initialValue];
            }
            if (Array.isArray(_initialValue) && _initialValue.every(item => typeof item === 'string')) {
              return _initialValue;
            }
            return undefined;
          }
        case 'defaultChecked':
          return receiver.initialValue === 'on' ? true : undefined;
        case 'initialValue':
          return state.initialValue[name];
        case 'value':
          return state.value[name];
        case 'errors':
          return state.error[name];
        case 'key':
          return state.key[name];
        case 'valid':
          return state.valid[name];
        case 'dirty':
          return state.dirty[name];
        case 'allErrors':
          {
            if (name === '') {
              return state.error;
            }
            var result = {};
            for (var [errorKey, error] of Object.entries(state.error)) {
              if (isPrefix(errorKey, name)) {
                result[errorKey] = error;
              }
            }
            return result;
          }
        case 'getFieldset':
          return () => new Proxy({}, {
            get(fieldsetTarget, fieldKey, fieldsetReceiver) {
              if (typeof fieldKey === 'string') {
                return getFieldMetadata(context, subjectRef, stateSnapshot, name, fieldKey);
              }
              return Reflect.get(fieldsetTarget, fieldKey, fieldsetReceiver);
            }
          });
      }
      return Reflect.get(target, key, receiver);
    }
  });
}
function getFieldMetadata(`;

const PATCHES: SourcePatch[] = [
  { find: ACCESSORS, replace: PLAIN_TARGET },
  { find: HANDLER_END, replace: COMPUTED_FIELDS },
];

/** Conform's context module with the patch applied; throws when its getMetadata has changed. */
export function patchConform(id: string, code: string): string {
  return applySourcePatches(
    code,
    PATCHES,
    () =>
      `conform-metadata: ${id} no longer has Conform 1.21.1's getMetadata as expected; update scripts/lib/conform-metadata.ts for this Conform version (ADR 042)`,
  );
}

/** Vite plugin: applies the patch to Conform wherever it is bundled (browser and worker). */
export function conformMetadata() {
  return sourcePatchPlugin({
    name: "gymroam:conform-metadata",
    applies: (file) => CONFORM_CONTEXT.test(file),
    patch: patchConform,
  });
}
