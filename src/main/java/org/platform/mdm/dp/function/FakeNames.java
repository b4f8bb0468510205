package org.platform.mdm.dp.function;

import java.util.List;
import java.util.Locale;
import org.platform.mdm.dp.KeyedRandom;

/**
 * Made-up people's names in English and Russian, drawn by keyed numbers. A Russian name is written
 * in Cyrillic and agrees in gender: the last name's form (Петров, Петрова) and the patronymic
 * (Сергеевич, Сергеевна) follow the first name.
 */
final class FakeNames {

  /** The language of a made-up name. */
  enum Language {
    ENGLISH,
    RUSSIAN;

    /**
     * The language asked for ({@code EN}, {@code RU}), or with {@code AUTO} the input's: Russian
     * when it has a Cyrillic letter.
     */
    static Language of(String asked, String input) {
      return switch (asked.toUpperCase(Locale.ROOT)) {
        case "EN" -> ENGLISH;
        case "RU" -> RUSSIAN;
        case "AUTO" -> cyrillic(input) ? RUSSIAN : ENGLISH;
        default ->
            throw new IllegalArgumentException(
                "language must be AUTO, EN or RU, not '" + asked + "'");
      };
    }
  }

  /** A made-up person: first name, patronymic (Russian only, else empty), last name. */
  record Person(String first, String patronymic, String last) {}

  private static final List<String> ENGLISH_MEN =
      List.of(
          "James", "John", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas",
          "Charles", "Daniel", "Matthew", "Anthony", "Mark", "Steven", "Paul", "Andrew", "Joshua",
          "Kevin", "Brian");
  private static final List<String> ENGLISH_WOMEN =
      List.of(
          "Mary",
          "Patricia",
          "Jennifer",
          "Linda",
          "Elizabeth",
          "Barbara",
          "Susan",
          "Jessica",
          "Sarah",
          "Karen",
          "Nancy",
          "Lisa",
          "Betty",
          "Margaret",
          "Sandra",
          "Ashley",
          "Emily",
          "Donna",
          "Michelle",
          "Laura");
  private static final List<String> ENGLISH_LAST =
      List.of(
          "Smith",
          "Johnson",
          "Williams",
          "Brown",
          "Jones",
          "Miller",
          "Davis",
          "Wilson",
          "Anderson",
          "Taylor",
          "Thomas",
          "Moore",
          "Martin",
          "Jackson",
          "Thompson",
          "White",
          "Harris",
          "Clark",
          "Lewis",
          "Walker",
          "Hall",
          "Young",
          "Allen",
          "King",
          "Wright",
          "Scott",
          "Green",
          "Baker",
          "Adams",
          "Nelson");

  /** Russian men's names, each with the stem of the patronymic it gives (+ич, +на). */
  private static final List<String[]> RUSSIAN_MEN =
      List.of(
          new String[] {"Александр", "Александров"},
          new String[] {"Алексей", "Алексеев"},
          new String[] {"Андрей", "Андреев"},
          new String[] {"Борис", "Борисов"},
          new String[] {"Василий", "Васильев"},
          new String[] {"Виктор", "Викторов"},
          new String[] {"Владимир", "Владимиров"},
          new String[] {"Дмитрий", "Дмитриев"},
          new String[] {"Евгений", "Евгеньев"},
          new String[] {"Иван", "Иванов"},
          new String[] {"Игорь", "Игорев"},
          new String[] {"Константин", "Константинов"},
          new String[] {"Максим", "Максимов"},
          new String[] {"Михаил", "Михайлов"},
          new String[] {"Николай", "Николаев"},
          new String[] {"Олег", "Олегов"},
          new String[] {"Павел", "Павлов"},
          new String[] {"Пётр", "Петров"},
          new String[] {"Сергей", "Сергеев"},
          new String[] {"Юрий", "Юрьев"});

  private static final List<String> RUSSIAN_WOMEN =
      List.of(
          "Анна",
          "Елена",
          "Ольга",
          "Наталья",
          "Татьяна",
          "Ирина",
          "Светлана",
          "Мария",
          "Екатерина",
          "Юлия",
          "Марина",
          "Людмила",
          "Галина",
          "Дарья",
          "Ксения",
          "Вера",
          "Надежда",
          "Алина",
          "Полина",
          "Софья");

  /** Russian last names in their men's form. */
  private static final List<String> RUSSIAN_LAST =
      List.of(
          "Иванов",
          "Смирнов",
          "Кузнецов",
          "Попов",
          "Васильев",
          "Петров",
          "Соколов",
          "Михайлов",
          "Новиков",
          "Фёдоров",
          "Морозов",
          "Волков",
          "Алексеев",
          "Лебедев",
          "Семёнов",
          "Егоров",
          "Павлов",
          "Козлов",
          "Степанов",
          "Николаев",
          "Орлов",
          "Андреев",
          "Макаров",
          "Никитин",
          "Захаров",
          "Зайцев",
          "Соловьёв",
          "Борисов",
          "Яковлев",
          "Григорьев",
          "Романов",
          "Кузьмин",
          "Фролов",
          "Дмитриев",
          "Гусев",
          "Киселёв",
          "Вишневский",
          "Покровский",
          "Ковалевский",
          "Белинский");

  private FakeNames() {}

  /**
   * A made-up person for {@code text} (the value's keyed text): a Russian one a woman when most
   * words of {@code input} end as women's names and last names do (-а, -я), an English one by a
   * keyed draw.
   */
  static Person person(KeyedRandom random, String text, Language language, String input) {
    if (language == Language.ENGLISH) {
      boolean woman = random.below(text + "|gender", 2) == 1;
      List<String> firsts = woman ? ENGLISH_WOMEN : ENGLISH_MEN;
      return new Person(
          firsts.get(random.below(text + "|first", firsts.size())),
          "",
          ENGLISH_LAST.get(random.below(text + "|last", ENGLISH_LAST.size())));
    }
    boolean woman = feminine(input);
    String last = RUSSIAN_LAST.get(random.below(text + "|last", RUSSIAN_LAST.size()));
    String[] father = RUSSIAN_MEN.get(random.below(text + "|father", RUSSIAN_MEN.size()));
    if (woman) {
      return new Person(
          RUSSIAN_WOMEN.get(random.below(text + "|first", RUSSIAN_WOMEN.size())),
          father[1] + "на",
          feminineLast(last));
    }
    String first = RUSSIAN_MEN.get(random.below(text + "|first", RUSSIAN_MEN.size()))[0];
    return new Person(first, father[1] + "ич", last);
  }

  /** A last name in its women's form: Петров → Петрова, Покровский → Покровская. */
  static String feminineLast(String last) {
    return last.endsWith("ий") ? last.substring(0, last.length() - 2) + "ая" : last + "а";
  }

  /** Whether {@code text} has a Cyrillic letter. */
  static boolean cyrillic(String text) {
    return text.codePoints()
        .anyMatch(
            c ->
                Character.isLetter(c)
                    && Character.UnicodeScript.of(c) == Character.UnicodeScript.CYRILLIC);
  }

  /** Whether most words of {@code text} end in -а or -я (Анна Петрова; not Никита Петров). */
  static boolean feminine(String text) {
    String[] words = text.trim().toLowerCase(Locale.ROOT).split("[^\\p{L}]+");
    int all = 0;
    int feminine = 0;
    for (String word : words) {
      if (!word.isEmpty()) {
        all++;
        if (word.endsWith("а") || word.endsWith("я")) {
          feminine++;
        }
      }
    }
    return all > 0 && feminine * 2 > all;
  }

  /** {@code made} in capitals when every letter of {@code input} is one. */
  static String caseOf(String input, String made) {
    boolean letters = input.codePoints().anyMatch(Character::isLetter);
    boolean upper = input.codePoints().filter(Character::isLetter).allMatch(Character::isUpperCase);
    return letters && upper ? made.toUpperCase(Locale.ROOT) : made;
  }
}
