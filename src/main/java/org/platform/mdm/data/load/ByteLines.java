package org.platform.mdm.data.load;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The lines of a byte stream, split at {@code '\n'} and not decoded: a line that is not UTF-8 then
 * spoils only itself (the JSON parser refuses it), not the rest of the file. {@code '\n'} never
 * occurs inside a multi-byte UTF-8 character.
 */
final class ByteLines {

  private final InputStream in;
  private final byte[] buffer = new byte[1 << 16];
  private int start;
  private int end;
  private boolean eof;
  private byte[] line = new byte[1 << 10];
  private int length;
  private long consumed;

  ByteLines(InputStream in) {
    this.in = in;
  }

  /** Reads the next line (without its {@code '\n'}); false at the end of the stream. */
  boolean next() throws IOException {
    length = 0;
    boolean any = false;
    while (true) {
      if (start == end) {
        if (eof) {
          return any;
        }
        int n = in.read(buffer);
        if (n < 0) {
          eof = true;
          return any;
        }
        start = 0;
        end = n;
      }
      any = true;
      int i = start;
      while (i < end && buffer[i] != '\n') {
        i++;
      }
      append(start, i - start);
      if (i < end) {
        consumed += i + 1 - start;
        start = i + 1;
        return true;
      }
      consumed += end - start;
      start = end;
    }
  }

  /** The current line's bytes: valid from 0 to {@link #length()}. */
  byte[] bytes() {
    return line;
  }

  int length() {
    return length;
  }

  /** The bytes of the stream taken by the lines read so far, each with its {@code '\n'}. */
  long consumed() {
    return consumed;
  }

  /** Whether the current line holds nothing but spaces, tabs and carriage returns. */
  boolean blank() {
    for (int i = 0; i < length; i++) {
      byte b = line[i];
      if (b != ' ' && b != '\t' && b != '\r') {
        return false;
      }
    }
    return true;
  }

  private void append(int from, int count) {
    if (length + count > line.length) {
      line = Arrays.copyOf(line, Math.max(line.length * 2, length + count));
    }
    System.arraycopy(buffer, from, line, length, count);
    length += count;
  }
}
