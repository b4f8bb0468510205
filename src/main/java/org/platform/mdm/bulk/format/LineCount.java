package org.platform.mdm.bulk.format;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A stream counting, as it is read, its lines that hold more than a line break. */
public final class LineCount extends FilterInputStream {

  private long lines;
  private boolean content;

  public LineCount(InputStream in) {
    super(in);
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) {
      see((byte) b);
    }
    return b;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    int n = super.read(buffer, offset, length);
    for (int i = 0; i < n; i++) {
      see(buffer[offset + i]);
    }
    return n;
  }

  private void see(byte b) {
    if (b == '\n') {
      lines += content ? 1 : 0;
      content = false;
    } else if (b != '\r') {
      content = true;
    }
  }

  /** The lines with content read so far (the last one counts without its line break). */
  public long lines() {
    return lines + (content ? 1 : 0);
  }
}
