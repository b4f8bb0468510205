package org.platform.mdm.system;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.springframework.util.unit.DataSize;

/** Copies an upload to a file, refusing it once it is larger than a limit. */
public final class BoundedCopy {

  private BoundedCopy() {}

  /**
   * Copies {@code in} to {@code file} as it arrives.
   *
   * @return the bytes copied
   * @throws PlatformException {@code tooLarge}'s once more than {@code max} bytes arrive (the file
   *     then holds a part: the caller removes it)
   */
  public static long copy(InputStream in, Path file, long max, Supplier<PlatformException> tooLarge)
      throws IOException {
    long size = 0;
    byte[] chunk = new byte[1 << 16];
    try (OutputStream out = Files.newOutputStream(file)) {
      for (int n; (n = in.read(chunk)) >= 0; ) {
        size += n;
        if (size > max) {
          throw tooLarge.get();
        }
        out.write(chunk, 0, n);
      }
    }
    return size;
  }

  /**
   * {@code 10 GB}, {@code 512 MB}, {@code 100 KB} or bytes: how a size limit is named to a user.
   */
  public static String readable(DataSize size) {
    long bytes = size.toBytes();
    String[] units = {"GB", "MB", "KB"};
    long[] factors = {1L << 30, 1L << 20, 1L << 10};
    for (int i = 0; i < units.length; i++) {
      if (bytes >= factors[i] && bytes % factors[i] == 0) {
        return bytes / factors[i] + " " + units[i];
      }
    }
    return bytes + " bytes";
  }
}
