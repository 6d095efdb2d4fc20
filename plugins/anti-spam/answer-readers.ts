/**
 * Everything that reads CleanTalk's answers with yup schemas, in one chunk
 * that loads with the first answer (answer-readers-loader.ts): no page brings
 * yup (about 14 KB gzip) before an answer needs it.
 */
export { answerReader } from './answer-shape';
export { blockMessageInText } from './block-message';
export { readDecodeAnswer } from './decoder/decode-answer';
export { beforePostAnswer, existAnswer } from './email-check/answers';
