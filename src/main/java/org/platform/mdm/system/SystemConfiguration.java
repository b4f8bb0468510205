package org.platform.mdm.system;

import java.time.Clock;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.JacksonModule;

/** Beans every module shares; modules' {@code @Scheduled} housekeeping runs. */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class SystemConfiguration {

  /** The server's clock; times are shown in the server zone. */
  @Bean
  Clock clock() {
    return Clock.systemDefaultZone();
  }

  /**
   * The message bundles named by {@code spring.messages.basename}, filled by {@link MessageTexts}.
   */
  @Bean
  MessageSource messageSource(@Value("${spring.messages.basename}") String[] basenames) {
    return new PlatformMessageSource(basenames);
  }

  /**
   * A JSON object holding one key twice is refused wherever the shared mapper reads JSON (request
   * bodies, uploaded files, import lines), rather than the last value winning; see {@link
   * DuplicateKeys}.
   */
  @Bean
  JsonMapperBuilderCustomizer strictDuplicateKeys() {
    return builder -> builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION);
  }

  /** Timestamps in the server zone with an explicit offset; see {@link JsonDates}. */
  @Bean
  JacksonModule platformDates(Clock clock) {
    return JsonDates.module(clock.getZone());
  }
}
