// The category chips of the feedback and complaint forms: one radio group styled as chips, with
// the field's error under it.
export function CategoryRadios<C extends string>(props: {
  name: string;
  legend: string;
  categories: readonly C[];
  value: C | '';
  label: (category: C) => string;
  error: string | undefined;
  onChange: (category: C) => void;
}) {
  return (
    <fieldset className="feedback__categories">
      <legend className="field__label">{props.legend}</legend>
      {props.categories.map((category) => (
        <label key={category} className={props.value === category ? 'feedback__category feedback__category--active' : 'feedback__category'}>
          <input type="radio" name={props.name} value={category} checked={props.value === category} onChange={() => props.onChange(category)} />
          {props.label(category)}
        </label>
      ))}
      {props.error ? (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
