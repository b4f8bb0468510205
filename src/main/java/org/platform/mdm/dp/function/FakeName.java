package org.platform.mdm.dp.function;

import java.util.List;
import java.util.Set;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.KeyedRandom;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.FakeNames.Language;
import org.platform.mdm.dp.function.FakeNames.Person;

/**
 * Replaces a name with a made-up one in the input's script (Cyrillic input, a Russian name) or in
 * the language asked for: a first name, a last name, or a full name (English: first and last;
 * Russian: «Фамилия Имя Отчество» for an input of three words or more, else «Имя Фамилия»). A name
 * written in capitals stays in capitals.
 */
final class FakeName extends SystemFunction {

  /** Which name the function makes. */
  enum Part {
    FIRST("FakeFirstName", new Texts("Fake first name", "Вымышленное имя")),
    LAST("FakeLastName", new Texts("Fake last name", "Вымышленная фамилия")),
    FULL("FakeFullName", new Texts("Fake full name", "Вымышленные ФИО"));

    final String functionName;
    final Texts displayName;

    Part(String functionName, Texts displayName) {
      this.functionName = functionName;
      this.displayName = displayName;
    }
  }

  static final FunctionParameter LANGUAGE =
      new FunctionParameter(
          "language",
          SimpleDataType.STRING,
          false,
          "AUTO",
          "EN, RU, or AUTO: Russian for a value with a Cyrillic letter, else English.");

  private final Part part;

  FakeName(Part part) {
    super(
        part.functionName,
        part.displayName,
        new Texts(
            "Replaces a name with a made-up one, in Cyrillic for a Cyrillic name, the same for"
                + " equal names.",
            "Заменяет имя вымышленным, кириллицей для имени на кириллице, одинаковым для равных"
                + " имён."),
        Set.of(SimpleDataType.STRING),
        List.of(LANGUAGE));
    this.part = part;
  }

  @Override
  Obfuscator make(ObfuscationContext context) {
    String language = context.parameter(LANGUAGE.name());
    Language.of(language, "");
    KeyedRandom random = context.random();
    return apart(
        (value, salt) -> {
          String input = (String) value;
          Language chosen = Language.of(language, input);
          Person person =
              FakeNames.person(
                  random, RandomInRange.text(SimpleDataType.STRING, input) + salt, chosen, input);
          String made =
              switch (part) {
                case FIRST -> person.first();
                case LAST -> person.last();
                case FULL ->
                    chosen == Language.RUSSIAN && input.trim().split("\\s+").length >= 3
                        ? person.last() + " " + person.first() + " " + person.patronymic()
                        : person.first() + " " + person.last();
              };
          return FakeNames.caseOf(input, made);
        });
  }
}
