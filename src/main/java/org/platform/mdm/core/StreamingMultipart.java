package org.platform.mdm.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UnsupportedEncodingException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.system.PlatformException;

/**
 * Reads a {@code multipart/form-data} body part by part as it arrives: a part's content is an input
 * stream that ends at the next boundary, so a large file is never held in memory. A body that does
 * not follow the format (no boundary, a part without headers' end, a body that ends before the
 * closing boundary) is a 400 {@code CORE_MULTIPART_MALFORMED}.
 */
public final class StreamingMultipart {

  /** The most header bytes one part may have. */
  static final int MAX_HEADER_BYTES = 16 * 1024;

  private static final int BUFFER = 64 * 1024;

  private final InputStream in;
  private final byte[] delimiter;
  private final byte[] buf = new byte[BUFFER];
  private int pos;
  private int limit;
  private boolean eof;
  private boolean atDelimiter;
  private boolean finished;

  private StreamingMultipart(InputStream in, String boundary) {
    this.in = in;
    this.delimiter = ("\r\n--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
    // The first boundary has no line break before it: read the body as if it had one.
    buf[0] = '\r';
    buf[1] = '\n';
    limit = 2;
  }

  /** One part: its form field name, file name and type as sent, and its content. */
  public record Part(String name, String fileName, String contentType, InputStream content) {}

  /** A reader of the body, whose boundary the request's content type names. */
  public static StreamingMultipart of(InputStream in, String contentType) {
    return new StreamingMultipart(in, boundary(contentType));
  }

  /**
   * The next part, or null after the last one. The previous part's content is skipped if it was not
   * read to its end.
   */
  public Part next() throws IOException {
    if (finished) {
      return null;
    }
    byte[] skip = new byte[8192];
    while (readContent(skip, 0, skip.length) >= 0) {
      // the rest of the previous part, or the preamble
    }
    atDelimiter = false;
    if (!ensure(2)) {
      throw malformed();
    }
    if (buf[pos] == '-' && buf[pos + 1] == '-') {
      finished = true;
      return null;
    }
    while (ensure(1) && (buf[pos] == ' ' || buf[pos] == '\t')) {
      pos++;
    }
    if (!ensure(2) || buf[pos] != '\r' || buf[pos + 1] != '\n') {
      throw malformed();
    }
    pos += 2;
    Map<String, String> headers = headers();
    Map<String, String> disposition = parameters(headers.getOrDefault("content-disposition", ""));
    String name = disposition.get("name");
    String fileName =
        disposition.containsKey("filename*")
            ? extendedValue(disposition.get("filename*"))
            : disposition.get("filename");
    return new Part(name, fileName, headers.get("content-type"), new Content());
  }

  /** A part's content: the bytes up to the next delimiter. */
  private final class Content extends InputStream {
    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      int n = read(one, 0, 1);
      return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      return readContent(b, off, len);
    }
  }

  private int readContent(byte[] b, int off, int len) throws IOException {
    if (atDelimiter || finished) {
      return -1;
    }
    if (len == 0) {
      return 0;
    }
    ensure(delimiter.length);
    int found = indexOfDelimiter();
    int available;
    if (found == pos) {
      pos += delimiter.length;
      atDelimiter = true;
      return -1;
    } else if (found > pos) {
      available = found - pos;
    } else if (eof) {
      // The body ended before its closing boundary.
      throw malformed();
    } else {
      available = limit - pos - (delimiter.length - 1);
    }
    int n = Math.min(len, available);
    System.arraycopy(buf, pos, b, off, n);
    pos += n;
    return n;
  }

  private int indexOfDelimiter() {
    int last = limit - delimiter.length;
    outer:
    for (int i = pos; i <= last; i++) {
      for (int j = 0; j < delimiter.length; j++) {
        if (buf[i + j] != delimiter[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** Reads until at least {@code n} bytes are buffered; false when the body ends before. */
  private boolean ensure(int n) throws IOException {
    if (limit - pos >= n) {
      return true;
    }
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, limit - pos);
      limit -= pos;
      pos = 0;
    }
    while (limit < n && !eof) {
      int read = in.read(buf, limit, buf.length - limit);
      if (read < 0) {
        eof = true;
      } else {
        limit += read;
      }
    }
    return limit - pos >= n;
  }

  /** The part's header lines up to the empty line, by lower-case name. */
  private Map<String, String> headers() throws IOException {
    Map<String, String> headers = new LinkedHashMap<>();
    int total = 0;
    while (true) {
      StringBuilder line = new StringBuilder();
      java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
      while (true) {
        if (!ensure(2)) {
          throw malformed();
        }
        if (buf[pos] == '\r' && buf[pos + 1] == '\n') {
          pos += 2;
          break;
        }
        bytes.write(buf[pos++]);
        if (++total > MAX_HEADER_BYTES) {
          throw malformed();
        }
      }
      line.append(bytes.toString(StandardCharsets.UTF_8));
      if (line.isEmpty()) {
        return headers;
      }
      int colon = line.indexOf(":");
      if (colon <= 0) {
        throw malformed();
      }
      headers.put(
          line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
          line.substring(colon + 1).trim());
    }
  }

  /** {@code form-data; name="file"; filename="a.txt"} → its parameters by lower-case name. */
  static Map<String, String> parameters(String header) {
    Map<String, String> parameters = new LinkedHashMap<>();
    int i = header.indexOf(';');
    while (i >= 0 && i < header.length()) {
      int eq = header.indexOf('=', i);
      if (eq < 0) {
        break;
      }
      String name = header.substring(i + 1, eq).trim().toLowerCase(Locale.ROOT);
      int start = eq + 1;
      String value;
      int next;
      if (start < header.length() && header.charAt(start) == '"') {
        StringBuilder quoted = new StringBuilder();
        int k = start + 1;
        while (k < header.length() && header.charAt(k) != '"') {
          // Browsers send a backslash as it is (a Windows path), and a quote as %22.
          quoted.append(header.charAt(k));
          k++;
        }
        value = quoted.toString();
        next = header.indexOf(';', k);
      } else {
        next = header.indexOf(';', start);
        value = header.substring(start, next < 0 ? header.length() : next).trim();
      }
      parameters.put(name, value);
      i = next;
    }
    return parameters;
  }

  /** An RFC 5987 value such as {@code UTF-8''na%C3%AFve.txt}. */
  private static String extendedValue(String value) {
    int quote = value.indexOf("''");
    if (quote < 0) {
      return value;
    }
    try {
      return URLDecoder.decode(
          value.substring(quote + 2).replace("+", "%2B"), value.substring(0, quote));
    } catch (UnsupportedEncodingException | IllegalArgumentException e) {
      throw malformed();
    }
  }

  static String boundary(String contentType) {
    if (contentType == null
        || !contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
      throw malformed();
    }
    String boundary = parameters(contentType).get("boundary");
    if (boundary == null || boundary.isEmpty() || boundary.length() > 70) {
      throw malformed();
    }
    return boundary;
  }

  private static PlatformException malformed() {
    return new PlatformException(CoreErrors.CORE_MULTIPART_MALFORMED);
  }
}
