// Where a lesson's texts live in the `lessons` namespace: `<lesson>.steps.<step>.<part>`, so that a lesson file
// names each step once instead of spelling out its title, text, hint, question and explanation keys.
export function lessonTexts(lesson: string) {
  const key = (step: string, part: string) => `${lesson}.steps.${step}.${part}`;
  return {
    key,
    /** A step's title, text and hint. */
    step: (step: string) => ({ title: key(step, 'title'), text: key(step, 'text'), hint: key(step, 'hint') }),
    /** A prediction's question and the explanation shown after the step. */
    predict: (step: string) => ({ question: key(step, 'question'), explanation: key(step, 'explanation') }),
  };
}
