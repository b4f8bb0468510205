package org.platform.mdm.system;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.exc.StreamReadException;

/**
 * A JSON object holding one key twice ({@code {"userName": "nobody", "userName": "admin"}}) is
 * refused wherever JSON is read: the shared mapper's parser detects duplicates ({@code
 * StreamReadFeature.STRICT_DUPLICATE_DETECTION}, see {@link SystemConfiguration}), and this names
 * the key for the answer, 400 {@link SystemErrors#SYSTEM_DUPLICATE_FIELD}.
 */
public final class DuplicateKeys {

  private static final Pattern MESSAGE = Pattern.compile("^Duplicate Object property \"(.*)\"");

  private DuplicateKeys() {}

  /**
   * The place of the key found twice ({@code filters[0].name}) when {@code e} or one of its causes
   * is the parser's refusal of a duplicate key; empty for any other failure.
   */
  public static Optional<String> place(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof StreamReadException read && read.getOriginalMessage() != null) {
        Matcher duplicate = MESSAGE.matcher(read.getOriginalMessage());
        if (duplicate.find()) {
          return Optional.of(
              read.processor() != null
                  ? path(read.processor().streamReadContext(), duplicate.group(1))
                  : duplicate.group(1));
        }
      }
    }
    return Optional.empty();
  }

  /** The refusal to answer for {@code e}, when it is a duplicate key. */
  public static Optional<PlatformException> refusal(Throwable e) {
    return place(e)
        .map(
            at ->
                new PlatformException(
                    List.of(Problem.at(at, SystemErrors.SYSTEM_DUPLICATE_FIELD, at))));
  }

  private static String path(TokenStreamContext context, String key) {
    Deque<String> parts = new ArrayDeque<>();
    for (TokenStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
      if (c.inObject() && c.currentName() != null) {
        parts.addFirst("." + c.currentName());
      } else if (c.inArray()) {
        parts.addFirst("[" + c.getCurrentIndex() + "]");
      }
    }
    String path = String.join("", parts).replaceFirst("^\\.", "");
    return path.isEmpty() ? key : path;
  }
}
