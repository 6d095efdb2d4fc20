/** Only answers that mention apbct are CleanTalk's, and an HTML page never is: the look before loading the block reader. */
export const mayBeBlockAnswer = (text: string): boolean => text.includes('"apbct') && !text.includes('DOCTYPE');
