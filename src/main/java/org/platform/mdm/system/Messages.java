package org.platform.mdm.system;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.stereotype.Component;

/** Localized texts for answers (display names, descriptions, warnings), by Accept-Language. */
@Component
public class Messages {

  private final MessageSource source;

  public Messages(MessageSource source) {
    this.source = source;
  }

  /** The text of {@code key} in the request's language; the key itself when there is none. */
  public String text(HttpServletRequest request, String key, Object... args) {
    return text(ErrorResponses.localeOf(request), key, args);
  }

  public String text(Locale locale, String key, Object... args) {
    return source.getMessage(key, args, key, locale);
  }

  /** A problem's text in that language. */
  public String text(Locale locale, Problem problem) {
    return text(locale, problem.code().messageKey(), problem.params().toArray());
  }
}
