package org.platform.mdm.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.StandardCharsets;

/**
 * The characters of a UTF-8 byte stream, decoded strictly one line at a time: bytes that are not
 * UTF-8 stop the reading exactly at their line (an {@link IOException}), after every line before it
 * has been read, and never turn into U+FFFD. Each line ends with {@code '\n'}.
 */
final class Utf8LineReader extends Reader {

  private final InputStream in;
  private final ByteLines lines;
  private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
  private CharBuffer current = CharBuffer.allocate(0);
  private boolean done;

  Utf8LineReader(InputStream in) {
    this.in = in;
    this.lines = new ByteLines(in);
  }

  @Override
  public int read(char[] target, int offset, int length) throws IOException {
    while (!current.hasRemaining()) {
      if (done || !lines.next()) {
        done = true;
        return -1;
      }
      CharBuffer line = decoder.decode(ByteBuffer.wrap(lines.bytes(), 0, lines.length()));
      current = CharBuffer.allocate(line.remaining() + 1).put(line).put('\n').flip();
    }
    int n = Math.min(length, current.remaining());
    current.get(target, offset, n);
    return n;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
