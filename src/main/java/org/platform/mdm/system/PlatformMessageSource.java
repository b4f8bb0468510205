package org.platform.mdm.system;

import java.util.Locale;
import org.springframework.context.support.ResourceBundleMessageSource;

/**
 * The platform's message bundles, filled by {@link MessageTexts} (ICU's plurals, numbers as
 * written) instead of the JDK's {@code MessageFormat}. The bundles are UTF-8 and a language without
 * a bundle falls back to English, never to the server's own language. A parameter that is a text of
 * the bundles itself ({@link Wording}) is put in the message's language.
 */
class PlatformMessageSource extends ResourceBundleMessageSource {

  PlatformMessageSource(String... basenames) {
    setBasenames(basenames);
    setDefaultEncoding("UTF-8");
    setFallbackToSystemLocale(false);
  }

  @Override
  protected String getMessageInternal(String code, Object[] args, Locale locale) {
    if (code == null) {
      return null;
    }
    Locale language = locale != null ? locale : Locale.ENGLISH;
    String pattern = resolveCodeWithoutArguments(code, language);
    return pattern == null
        ? null
        : MessageTexts.format(pattern, resolveArguments(args, language), language);
  }
}
