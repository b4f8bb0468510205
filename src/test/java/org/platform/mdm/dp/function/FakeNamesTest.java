package org.platform.mdm.dp.function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dp.function.SystemLibraryTest.KEY;
import static org.platform.mdm.dp.function.SystemLibraryTest.function;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/** Made-up names and e-mail addresses: the script and language of the input, and Russian gender. */
class FakeNamesTest {

  private static final List<String> LATIN =
      List.of("John Smith", "Mary-Ann O'Brien", "GARCÍA", "li wei", "Jean", "x", "42 Main St");
  private static final List<String> CYRILLIC =
      List.of(
          "Иван Петров", "Анна Сергеевна Кузнецова", "ПЕТРОВ", "ёжик", "Мария", "Никита Львович");

  private static Obfuscator fake(String name, String language) {
    return function(name)
        .prepare(
            new ObfuscationContext(SimpleDataType.STRING, KEY, Map.of("language", language), null));
  }

  private static Obfuscator fake(String name) {
    return fake(name, "AUTO");
  }

  private static boolean allLetters(String text, Character.UnicodeScript script) {
    return text.codePoints()
        .filter(Character::isLetter)
        .allMatch(c -> Character.UnicodeScript.of(c) == script);
  }

  @Test
  void aNameIsMadeUpInTheScriptOfTheInput() {
    for (String function : List.of("FakeFirstName", "FakeLastName", "FakeFullName")) {
      Obfuscator fake = fake(function);
      for (String input : LATIN) {
        String made = (String) fake.obfuscate(input);
        assertThat(made).as(function + " of " + input).isNotBlank();
        assertThat(allLetters(made, Character.UnicodeScript.LATIN)).as(made).isTrue();
      }
      for (String input : CYRILLIC) {
        String made = (String) fake.obfuscate(input);
        assertThat(allLetters(made, Character.UnicodeScript.CYRILLIC))
            .as(function + " of " + input + ": " + made)
            .isTrue();
      }
    }
  }

  @Test
  void theLanguageAskedForWinsOverTheInputs() {
    assertThat(
            allLetters(
                (String) fake("FakeFullName", "RU").obfuscate("John Smith"),
                Character.UnicodeScript.CYRILLIC))
        .isTrue();
    assertThat(
            allLetters(
                (String) fake("FakeFullName", "en").obfuscate("Иван Петров"),
                Character.UnicodeScript.LATIN))
        .isTrue();
  }

  @Test
  void aRussianFullNameOfThreeWordsIsLastFirstPatronymicAgreeingInGender() {
    Obfuscator full = fake("FakeFullName");
    for (int i = 0; i < 300; i++) {
      String[] woman = ((String) full.obfuscate("Иванова Анна Петровна " + i)).split(" ");
      String[] man = ((String) full.obfuscate("Иванов Пётр Сергеевич " + i)).split(" ");
      assertThat(woman).hasSize(3);
      assertThat(man).hasSize(3);
      assertThat(woman[0]).as("a woman's last name").matches(".*(а|ая)");
      assertThat(woman[2]).as("a woman's patronymic").endsWith("на");
      assertThat(man[0]).as("a man's last name").matches(".*(ов|ев|ёв|ин|ий)");
      assertThat(man[2]).as("a man's patronymic").endsWith("ич");
    }
    assertThat(((String) full.obfuscate("Анна Петрова")).split(" ")).hasSize(2);
    assertThat((String) full.obfuscate("ИВАНОВ ИВАН ИВАНОВИЧ")).isUpperCase();
  }

  @Test
  void namesAreSpreadOverTheLists() {
    Obfuscator last = fake("FakeLastName");
    Set<Object> made = new HashSet<>();
    for (int i = 0; i < 500; i++) {
      made.add(last.obfuscate("Сидоров " + i));
      made.add(last.obfuscate("Smith " + i));
    }
    assertThat(made).hasSizeGreaterThan(60);
  }

  @Test
  void aMadeUpNameIsNeverTheNameItReplaces() {
    for (String function : List.of("FakeFirstName", "FakeLastName", "FakeFullName")) {
      Obfuscator fake = fake(function);
      // The names the function makes are real names too: fed back, each is replaced by another.
      Set<String> made = new HashSet<>();
      for (int i = 0; i < 3000; i++) {
        made.add((String) fake.obfuscate("Person " + i));
        made.add((String) fake.obfuscate("Иванов Пётр Сергеевич " + i));
      }
      for (String name : made) {
        String again = (String) fake.obfuscate(name);
        assertThat(again.toLowerCase())
            .as(function + " of " + name)
            .isNotEqualTo(name.toLowerCase());
        assertThat(fake.obfuscate(name)).isEqualTo(again);
        assertThat(fake.obfuscate("  " + name.toUpperCase() + " "))
            .as("nor the same name in other case and spacing")
            .isNotEqualTo(name.toUpperCase());
      }
    }
  }

  @Test
  void anEmailIsAMadeUpPersonsAtADomainReservedForExamples() {
    Obfuscator email = fake("FakeEmail");
    Set<Object> addresses = new HashSet<>();
    for (int i = 0; i < 500; i++) {
      String latin = (String) email.obfuscate("john.smith" + i + "@corp.example.org");
      assertThat(latin).matches("[a-z]+\\.[a-z]+\\.[0-9]{6}@example\\.com");
      String cyrillic = (String) email.obfuscate("иван.петров" + i + "@почта.рф");
      assertThat(cyrillic).matches("[а-яё]+\\.[а-яё]+\\.[0-9]{6}@пример\\.испытание");
      addresses.add(latin);
      addresses.add(cyrillic);
    }
    assertThat(addresses).as("no two addresses made one").hasSize(1000);
    Set<Object> many = new HashSet<>();
    for (int i = 0; i < 20_000; i++) {
      many.add(email.obfuscate("client" + i + "@corp.example.org"));
    }
    assertThat(many).as("twenty thousand addresses stay apart").hasSizeGreaterThan(19_995);
    String woman = (String) email.obfuscate("анна.петрова@почта.рф");
    assertThat(woman.substring(0, woman.indexOf('@'))).matches(".*а\\.[0-9]{6}");
  }
}
