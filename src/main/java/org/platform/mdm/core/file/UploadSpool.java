package org.platform.mdm.core.file;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.PlatformException;

/**
 * An upload kept until it is stored: in memory up to a threshold, beyond it in a temporary file
 * that closing removes. An upload larger than the maximum is refused (413) as soon as it passes it,
 * and what was kept of it is dropped.
 */
public final class UploadSpool implements Closeable {

  private final byte[] memory;
  private final Path file;
  private final long size;

  private UploadSpool(byte[] memory, Path file, long size) {
    this.memory = memory;
    this.file = file;
    this.size = size;
  }

  public static UploadSpool of(InputStream in, long threshold, long max, Path directory)
      throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    Path file = null;
    OutputStream out = buffer;
    long size = 0;
    byte[] chunk = new byte[64 * 1024];
    try {
      for (int n; (n = in.read(chunk)) >= 0; ) {
        size += n;
        if (size > max) {
          throw new PlatformException(CoreErrors.CORE_UPLOAD_TOO_LARGE, max);
        }
        if (file == null && size > threshold) {
          Files.createDirectories(directory);
          file = Files.createTempFile(directory, "upload-", ".part");
          out = Files.newOutputStream(file);
          buffer.writeTo(out);
          buffer = null;
        }
        out.write(chunk, 0, n);
      }
      out.close();
      return new UploadSpool(file == null ? buffer.toByteArray() : null, file, size);
    } catch (IOException | RuntimeException e) {
      out.close();
      if (file != null) {
        Files.deleteIfExists(file);
      }
      throw e;
    }
  }

  public long size() {
    return size;
  }

  public InputStream open() throws IOException {
    return file == null ? new ByteArrayInputStream(memory) : Files.newInputStream(file);
  }

  /** Whether the upload went to a temporary file. */
  boolean onDisk() {
    return file != null;
  }

  @Override
  public void close() throws IOException {
    if (file != null) {
      Files.deleteIfExists(file);
    }
  }
}
