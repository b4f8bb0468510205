package org.platform.mdm.data;

import java.util.List;
import java.util.UUID;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;

/** The id of an etalon (golden record): a UUID. */
public record EtalonId(UUID value) {

  public EtalonId {
    if (value == null) {
      throw new IllegalArgumentException("an etalon id needs a value");
    }
  }

  public static EtalonId random() {
    return new EtalonId(UUID.randomUUID());
  }

  /**
   * Parses an etalon id given by a caller.
   *
   * @param source where the text came from, named in the error (for example {@code etalonId})
   * @throws PlatformException 400 when the text is not a UUID
   */
  public static EtalonId parse(String text, String source) {
    try {
      if (text != null && text.length() == 36) {
        return new EtalonId(UUID.fromString(text));
      }
    } catch (IllegalArgumentException e) {
      // answered below
    }
    throw new PlatformException(
        List.of(Problem.at(source, DataErrors.DATA_ETALON_ID_INVALID, String.valueOf(text))));
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
