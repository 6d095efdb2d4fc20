// Types for swv.mjs: Contact Form 7's SWV schema and its validator.
export interface SwvFile {
  name: string;
  size: number;
}
export type SwvValue = string | SwvFile;
export interface SwvRule {
  rule: string;
  field?: string;
  error?: string;
  threshold?: string | number;
  accept?: (string | number)[];
  base?: string | number;
  interval?: string | number;
  rules?: SwvRule[];
}
export interface SwvSchema {
  version?: string;
  locale?: string;
  rules: SwvRule[];
}
export interface SwvTree {
  strings(field: string): string[];
  files(field: string): SwvFile[];
  fields(): string[];
}
export type SwvResult = Record<string, { error: string } | { validInputs: SwvValue[] }>;
export function createTree(entries: Iterable<[string, SwvValue]>): SwvTree;
export function check(rule: SwvRule, tree: SwvTree): { field: string; message: string } | null;
export function validate(schema: SwvSchema | undefined, entries: Iterable<[string, SwvValue]>): SwvResult;
export const RULES: Record<string, (rule: SwvRule, tree: SwvTree) => boolean>;
export function isEmail(value: string): boolean;
export function isUrl(value: string): boolean;
export function isTel(value: string): boolean;
export function isNumber(value: string): boolean;
export function isDate(value: string): boolean;
export function isTime(value: string): boolean;
export function isoWeekday(value: string): number;
export const URL_SCHEMES: string[];
