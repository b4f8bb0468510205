package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class MessageTextsTest {

  private static final Locale RU = Locale.forLanguageTag("ru");

  /** Texts whose argument before a plural noun is a word, not a count. */
  private static final java.util.Set<String> NOT_COUNTS =
      java.util.Set.of(
          "error.DATA_ATTRIBUTE_NOT_ARRAY", // "a list of {1} values": {1} is a type name
          "error.BULK_ACCESS_DENIED"); // "may not {1} records": {1} is a verb

  @Test
  void idsAndCountsArePrintedAsWrittenWithoutGrouping() {
    assertThat(MessageTexts.format("There is no draft {0}.", new Object[] {99999L}, Locale.ENGLISH))
        .isEqualTo("There is no draft 99999.");
    assertThat(MessageTexts.format("Черновика {0} нет.", new Object[] {1234567}, RU))
        .isEqualTo("Черновика 1234567 нет.");
    assertThat(MessageTexts.format("{0} and {1}", new Object[] {new BigDecimal("1E+3"), 2.50}, RU))
        .isEqualTo("1000 and 2.5");
  }

  @Test
  void wordsAfterANumberFollowItInEnglish() throws IOException {
    String text = english().getProperty("error.DATA_FILES_TOO_MANY");

    assertThat(MessageTexts.format(text, new Object[] {"photo", 1, 0}, Locale.ENGLISH))
        .startsWith("'photo' holds 1 file;");
    assertThat(MessageTexts.format(text, new Object[] {"photo", 1001, 1000}, Locale.ENGLISH))
        .startsWith("'photo' holds 1001 files; at most 1000 are allowed");
  }

  @Test
  void wordsAfterANumberTakeRussiansThreeForms() throws IOException {
    String text = russian().getProperty("error.DATA_FILES_TOO_MANY");

    assertThat(MessageTexts.format(text, new Object[] {"фото", 1, 0}, RU)).contains("1 файл;");
    assertThat(MessageTexts.format(text, new Object[] {"фото", 3, 0}, RU)).contains("3 файла;");
    assertThat(MessageTexts.format(text, new Object[] {"фото", 5, 0}, RU)).contains("5 файлов;");
    assertThat(MessageTexts.format(text, new Object[] {"фото", 11, 0}, RU)).contains("11 файлов;");
    assertThat(MessageTexts.format(text, new Object[] {"фото", 21, 0}, RU)).contains("21 файл;");
    assertThat(MessageTexts.format(text, new Object[] {"фото", 1024, 0}, RU))
        .contains("1024 файла;");
  }

  @Test
  void aCountKeptAsTextStillChoosesItsPluralAndTextThatIsNoNumberNeverFails() throws IOException {
    String text = english().getProperty("error.DATA_FILES_TOO_MANY");

    assertThat(MessageTexts.format(text, new Object[] {"photo", "1", "0"}, Locale.ENGLISH))
        .startsWith("'photo' holds 1 file;");
    assertThat(MessageTexts.format(text, new Object[] {"photo", "5", "0"}, Locale.ENGLISH))
        .startsWith("'photo' holds 5 files;");
    assertThat(MessageTexts.format(text, new Object[] {"photo", "many", "0"}, Locale.ENGLISH))
        .contains("many");
  }

  @Test
  void aChoiceAndAPluralsHashPrintTheirNumberAsWritten() {
    assertThat(
            MessageTexts.format(
                "{0,choice,0#No draft matched|1#1 draft removed|1<{0} drafts removed}.",
                new Object[] {12345}, Locale.ENGLISH))
        .isEqualTo("12345 drafts removed.");
    assertThat(
            MessageTexts.format(
                "''{0}'': {1, plural, one{# row} other{# rows}}",
                new Object[] {"x", 10000}, Locale.ENGLISH))
        .isEqualTo("'x': 10000 rows");
  }

  @Test
  void aTextIsParsedOncePerLanguageAndTheCacheStaysBounded() {
    String text = "''{0}'': {1, plural, one{# row} other{# rows}}";

    assertThat(MessageTexts.parsed(text, Locale.ENGLISH))
        .isSameAs(MessageTexts.parsed(text, Locale.ENGLISH))
        .isNotSameAs(MessageTexts.parsed(text, RU));
    for (int i = 0; i <= MessageTexts.CACHE_SIZE; i++) {
      MessageTexts.format("Text " + i + " of {0}", new Object[] {i}, Locale.ENGLISH);
    }
    assertThat(MessageTexts.cached()).isBetween(1, MessageTexts.CACHE_SIZE);
  }

  /**
   * Every text of every bundle formats with numbers in every argument, and no English text puts a
   * plural noun after the number one ("1 files"): a count's word goes through a plural.
   */
  @Test
  void noEnglishTextSaysOneWithAPluralNoun() throws IOException {
    Pattern onePlural =
        Pattern.compile(
            "\\b1 (characters|bytes|files|records|levels|attributes|columns|imports|links|tags"
                + "|seconds|conditions|values|lines|rows|items|nodes|drafts|errors|days|minutes)\\b");
    List<String> wrong = new ArrayList<>();
    for (Path bundle : bundles()) {
      Properties texts = load(bundle);
      Locale locale = bundle.toString().contains("_ru") ? RU : Locale.ENGLISH;
      for (String key : texts.stringPropertyNames()) {
        String text = texts.getProperty(key);
        int count = MessageTexts.arguments(text).stream().mapToInt(i -> i + 1).max().orElse(0);
        for (int value : new int[] {0, 1, 2, 5, 21, 1000}) {
          Object[] args = new Object[count];
          java.util.Arrays.fill(args, value);
          assertThatCode(() -> MessageTexts.format(text, args, locale))
              .as(bundle + " " + key)
              .doesNotThrowAnyException();
          String formatted = MessageTexts.format(text, args, locale);
          if (value == 1
              && locale == Locale.ENGLISH
              && !NOT_COUNTS.contains(key)
              && onePlural.matcher(formatted).find()) {
            wrong.add(key + ": " + formatted);
          }
        }
      }
    }
    assertThat(wrong).isEmpty();
  }

  private static List<Path> bundles() throws IOException {
    Path resources = Path.of("src", "main", "resources");
    List<Path> paths = new ArrayList<>();
    try (Stream<Path> i18n = Files.list(resources.resolve("i18n"))) {
      i18n.filter(p -> p.toString().endsWith(".properties")).forEach(paths::add);
    }
    paths.add(resources.resolve("messages.properties"));
    paths.add(resources.resolve("messages_ru.properties"));
    return paths;
  }

  private static Properties english() throws IOException {
    return load(Path.of("src", "main", "resources", "i18n", "data.properties"));
  }

  private static Properties russian() throws IOException {
    return load(Path.of("src", "main", "resources", "i18n", "data_ru.properties"));
  }

  private static Properties load(Path path) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = Files.newInputStream(path);
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      properties.load(reader);
    }
    return properties;
  }
}
