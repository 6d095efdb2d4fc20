/**
 * Captcha and quiz refills from a feedback or refill answer (reset.js): a
 * Really Simple CAPTCHA image gets its new src and challenge, a quiz its new
 * question and hashed answer; the visitor's old answers are cleared. The
 * image's address is the server's: it is set only when the safe-URL rule
 * (`allowed`) lets it through.
 */
import type { Refills } from './answers';
import { quoted, wrapSelector } from './selectors';

/** The absolute address the rule allows for a server URL, or null (the caller warns). */
export type AllowedUrl = (raw: string) => string | null;

export function refreshCaptcha(form: HTMLFormElement, refill: Record<string, string>, allowed: AllowedUrl): void {
  for (const [name, url] of Object.entries(refill)) {
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement>(`input[name=${quoted(name)}]`))) input.value = '';
    const src = allowed(url);
    if (src === null) continue;
    for (const image of Array.from(form.querySelectorAll(`img[class~=${quoted(`wpcf7-captcha-${name.replaceAll(':', '')}`)}]`))) {
      image.setAttribute('src', src);
    }
    const challenge = /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1];
    if (challenge === undefined) continue;
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement>(`input[name=${quoted(`_wpcf7_captcha_challenge_${name}`)}]`))) {
      input.value = challenge;
    }
  }
}

export function refreshQuiz(form: HTMLFormElement, refill: Record<string, [string, string]>): void {
  for (const [name, [question, hashedAnswer]] of Object.entries(refill)) {
    for (const wrap of Array.from(form.querySelectorAll(wrapSelector(name)))) {
      const answer = wrap.querySelector<HTMLInputElement>(`input[name=${quoted(name)}]`);
      if (answer) answer.value = '';
      const label = wrap.querySelector('.wpcf7-quiz-label');
      if (label) label.textContent = question;
      const hash = wrap.querySelector<HTMLInputElement>(`input[name=${quoted(`_wpcf7_quiz_answer_${name}`)}]`);
      if (hash) hash.value = hashedAnswer;
    }
  }
}

/** Applies whatever refills a checked answer (answers.ts) carries. */
export function applyRefills(form: HTMLFormElement, { captcha, quiz }: Refills, allowed: AllowedUrl): void {
  if (captcha) refreshCaptcha(form, captcha, allowed);
  if (quiz) refreshQuiz(form, quiz);
}
