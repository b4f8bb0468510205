package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.MessageTexts;

/**
 * Every classifier error code (and every other text of the module) has an English and a Russian
 * text with the same parameters.
 */
class ClassifierErrorTextsTest {

  @Test
  void everyCodeHasAnEnglishAndARussianTextWithTheSameParameters() throws IOException {
    Set<String> keys =
        Arrays.stream(ClassifierErrors.values())
            .map(ClassifierErrors::messageKey)
            .collect(Collectors.toSet());
    Properties english = load("i18n/classifiers.properties");
    Properties russian = load("i18n/classifiers_ru.properties");
    assertThat(english.stringPropertyNames().stream().filter(k -> k.startsWith("error.")))
        .containsExactlyInAnyOrderElementsOf(keys);
    assertThat(russian.stringPropertyNames()).isEqualTo(english.stringPropertyNames());
    for (String key : english.stringPropertyNames()) {
      int parameters = MessageTexts.arguments(english.getProperty(key)).size();
      assertThat(MessageTexts.arguments(russian.getProperty(key))).as(key).hasSize(parameters);
      assertThat(russian.getProperty(key)).as(key).containsPattern("[а-яА-Я]");
    }
  }

  private static Properties load(String resource) throws IOException {
    Properties properties = new Properties();
    try (InputStream in =
            ClassifierErrorTextsTest.class.getClassLoader().getResourceAsStream(resource);
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      properties.load(reader);
    }
    return properties;
  }
}
