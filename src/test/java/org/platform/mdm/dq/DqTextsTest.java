package org.platform.mdm.dq;

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

/** Every error code and warning of the data quality module reads in English and in Russian. */
class DqTextsTest {

  @Test
  void everyCodeHasBothTextsWithTheSameParametersAndNoTextIsLeftOver() throws IOException {
    Properties english = load("i18n/dq.properties");
    Properties russian = load("i18n/dq_ru.properties");
    Set<String> codes =
        Arrays.stream(DqErrors.values()).map(DqErrors::messageKey).collect(Collectors.toSet());

    assertThat(english.stringPropertyNames()).isEqualTo(russian.stringPropertyNames());
    assertThat(english.stringPropertyNames().stream().filter(k -> k.startsWith("error.")))
        .containsExactlyInAnyOrderElementsOf(codes);
    assertThat(english.stringPropertyNames())
        .as("only the module's codes and warnings")
        .allMatch(key -> key.startsWith("error.DQ_") || key.startsWith("dq."));
    for (String key : english.stringPropertyNames()) {
      assertThat(MessageTexts.arguments(russian.getProperty(key)))
          .as(key)
          .isEqualTo(MessageTexts.arguments(english.getProperty(key)));
      assertThat(russian.getProperty(key)).as(key).containsPattern("[а-яА-Я]");
    }
  }

  private static Properties load(String path) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = DqTextsTest.class.getClassLoader().getResourceAsStream(path);
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      properties.load(reader);
    }
    return properties;
  }
}
