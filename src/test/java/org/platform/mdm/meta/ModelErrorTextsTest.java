package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.ErrorKind;
import org.platform.mdm.system.MessageTexts;

class ModelErrorTextsTest {

  @Test
  void everyCodeHasAnEnglishAndARussianTextAndNoTextIsLeftOver() throws IOException {
    Set<String> keys =
        Arrays.stream(MetaErrors.values()).map(MetaErrors::messageKey).collect(Collectors.toSet());

    assertThat(load("i18n/meta.properties").stringPropertyNames()).isEqualTo(keys);
    assertThat(load("i18n/meta_ru.properties").stringPropertyNames()).isEqualTo(keys);
  }

  @Test
  void bothLanguagesUseTheSameParameters() throws IOException {
    Properties english = load("i18n/meta.properties");
    Properties russian = load("i18n/meta_ru.properties");
    for (MetaErrors code : MetaErrors.values()) {
      String key = code.messageKey();
      int parameters = MessageTexts.arguments(english.getProperty(key)).size();
      assertThat(MessageTexts.arguments(russian.getProperty(key))).as(key).hasSize(parameters);
      assertThat(russian.getProperty(key)).as(key).containsPattern("[а-яА-Я]");
    }
  }

  @Test
  void apostrophesAreDoubledSoThatParametersAreFilled() throws IOException {
    String text = load("i18n/meta.properties").getProperty("error.META_ENUMERATION_NOT_FOUND");

    assertThat(MessageTexts.format(text, new Object[] {"Gender"}, Locale.ENGLISH))
        .isEqualTo("There is no enumeration 'Gender' in the model.");
  }

  @Test
  void numbersAreShownWithoutGrouping() throws IOException {
    String text = load("i18n/meta.properties").getProperty("error.META_DRAFT_REVISION_CONFLICT");

    assertThat(MessageTexts.format(text, new Object[] {12345L, 1000, 1001}, Locale.ENGLISH))
        .startsWith("Draft 12345 started from model revision 1000, but revision 1001");
  }

  @Test
  void validationCodesAreBadInputAndBelongToTheModule() {
    assertThat(MetaErrors.values())
        .allSatisfy(code -> assertThat(code.moduleId()).isEqualTo("org.platform.mdm.meta"))
        .allSatisfy(code -> assertThat(code.code()).startsWith("META_"))
        .filteredOn(code -> code.kind() != ErrorKind.BAD_INPUT)
        .containsExactly(MetaErrors.META_ENTITY_NOT_FOUND, MetaErrors.META_DRAFT_REVISION_CONFLICT);
  }

  private static Properties load(String resource) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = ModelErrorTextsTest.class.getClassLoader().getResourceAsStream(resource);
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      properties.load(reader);
    }
    return properties;
  }
}
