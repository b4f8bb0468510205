package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class SystemErrorTextsTest {

  @Test
  void everySystemCodeHasAnEnglishAndARussianTextWithTheSameParameters() throws IOException {
    Properties english = load("messages.properties");
    Properties russian = load("messages_ru.properties");
    for (SystemErrors code : SystemErrors.values()) {
      String key = code.messageKey();
      assertThat(english.getProperty(key)).as(key).isNotBlank();
      assertThat(russian.getProperty(key)).as(key).containsPattern("[а-яА-Я]");
      assertThat(MessageTexts.arguments(russian.getProperty(key)))
          .as(key)
          .isEqualTo(MessageTexts.arguments(english.getProperty(key)));
    }
  }

  private static Properties load(String resource) throws IOException {
    Properties properties = new Properties();
    try (InputStream in =
            SystemErrorTextsTest.class.getClassLoader().getResourceAsStream(resource);
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      properties.load(reader);
    }
    return properties;
  }
}
