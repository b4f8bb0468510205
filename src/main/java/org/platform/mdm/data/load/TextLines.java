package org.platform.mdm.data.load;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;

/**
 * The lines of a text file in a character set that writes {@code '\n'} as that one byte (UTF-8, the
 * Windows and ISO code pages, KOI8-R …), decoded strictly one at a time, each with the place in the
 * file after it. Bytes that are not text in the character set stop the reading exactly at their
 * line ({@link DataErrors#DATA_IMPORT_NOT_DECODABLE}, naming the line), after every line before it
 * has been read, and never turn into U+FFFD.
 */
final class TextLines {

  private final ByteLines lines;
  private final CharsetDecoder decoder;
  private final FilePosition from;
  private long number;
  private String text;

  /**
   * @param in the file from {@code from} on
   * @param from where {@code in} starts in the file
   */
  TextLines(InputStream in, Charset charset, FilePosition from) {
    this.lines = new ByteLines(in);
    this.decoder =
        charset
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    this.from = from;
    this.number = from.line();
  }

  /** Reads the next line; false at the end of the file. */
  boolean next() throws IOException {
    if (!lines.next()) {
      text = null;
      return false;
    }
    number++;
    try {
      text = decoder.decode(ByteBuffer.wrap(lines.bytes(), 0, lines.length())).toString();
    } catch (CharacterCodingException e) {
      throw new PlatformException(
          DataErrors.DATA_IMPORT_NOT_DECODABLE, String.valueOf(number), decoder.charset().name());
    }
    return true;
  }

  /** The current line, without its {@code '\n'} (a {@code '\r'} before it stays). */
  String text() {
    return text;
  }

  /** The number of the current line (1 = the file's first). */
  long number() {
    return number;
  }

  /** The place after the current line. */
  FilePosition position() {
    return new FilePosition(from.offset() + lines.consumed(), number);
  }
}
