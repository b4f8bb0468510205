package org.platform.mdm.dp.function;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.platform.mdm.dp.KeyedRandom;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.FakeNames.Language;
import org.platform.mdm.dp.function.FakeNames.Person;

/**
 * Replaces an e-mail address with a made-up person's ({@code first.last.NNNNNN@domain}), at a
 * domain reserved for examples so that nobody receives mail sent to it: {@code example.com} for an
 * English one, {@code пример.испытание} (the test domain reserved in Cyrillic) for a Russian one,
 * made for an address whose name part has a Cyrillic letter. The six-digit number makes two people
 * of the same name rarely share an address.
 */
final class FakeEmail extends SystemFunction {

  static final String NAME = "FakeEmail";
  static final String ENGLISH_DOMAIN = "example.com";
  static final String RUSSIAN_DOMAIN = "пример.испытание";

  FakeEmail() {
    super(
        NAME,
        new Texts("Fake e-mail", "Вымышленный e-mail"),
        new Texts(
            "Replaces an e-mail address with a made-up person's at an example domain, in Cyrillic"
                + " for a Cyrillic address, the same for equal addresses.",
            "Заменяет адрес электронной почты адресом вымышленного человека в домене для"
                + " примеров, кириллицей для адреса на кириллице, одинаковым для равных адресов."),
        Set.of(SimpleDataType.STRING),
        List.of(FakeName.LANGUAGE));
  }

  @Override
  Obfuscator make(ObfuscationContext context) {
    String language = context.parameter(FakeName.LANGUAGE.name());
    Language.of(language, "");
    KeyedRandom random = context.random();
    return value -> {
      String input = (String) value;
      int at = input.lastIndexOf('@');
      String name = at < 0 ? input : input.substring(0, at);
      Language chosen = Language.of(language, name);
      String text = RandomInRange.text(SimpleDataType.STRING, input);
      Person person = FakeNames.person(random, text, chosen, name);
      // Six digits: with the names, billions of addresses, so that different addresses rarely
      // become one (three digits made 3,500 addresses 3,492).
      int number = random.below(text + "|number", 900_000) + 100_000;
      return (person.first() + "." + person.last() + "." + number).toLowerCase(Locale.ROOT)
          + "@"
          + (chosen == Language.RUSSIAN ? RUSSIAN_DOMAIN : ENGLISH_DOMAIN);
    };
  }
}
