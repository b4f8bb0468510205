package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.PlatformException;

/**
 * The streaming multipart reader against the bodies it was built from: random parts whose content
 * holds pieces of the boundary, read through a stream that hands out random small chunks.
 */
class StreamingMultipartTest {

  private static final String BOUNDARY = "XyZ-boundary-42";

  private record Sent(String name, String fileName, String type, byte[] content) {}

  private static byte[] body(List<Sent> parts, String preamble, String epilogue) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(preamble.getBytes(StandardCharsets.UTF_8));
    for (Sent part : parts) {
      StringBuilder head = new StringBuilder("--" + BOUNDARY + "\r\n");
      head.append("Content-Disposition: form-data; name=\"").append(part.name()).append('"');
      if (part.fileName() != null) {
        head.append("; filename=\"").append(part.fileName()).append('"');
      }
      head.append("\r\n");
      if (part.type() != null) {
        head.append("Content-Type: ").append(part.type()).append("\r\n");
      }
      head.append("\r\n");
      out.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
      out.writeBytes(part.content());
      out.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    }
    out.writeBytes(("--" + BOUNDARY + "--" + epilogue).getBytes(StandardCharsets.UTF_8));
    return out.toByteArray();
  }

  /** Hands out the bytes in random chunks of 1 to 100 bytes. */
  private static InputStream trickle(byte[] bytes, Random random) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, 1 + random.nextInt(100)));
      }
    };
  }

  private static List<Sent> read(InputStream in) throws IOException {
    StreamingMultipart multipart =
        StreamingMultipart.of(in, "multipart/form-data; boundary=\"" + BOUNDARY + "\"");
    List<Sent> parts = new ArrayList<>();
    for (var part = multipart.next(); part != null; part = multipart.next()) {
      parts.add(
          new Sent(
              part.name(), part.fileName(), part.contentType(), part.content().readAllBytes()));
    }
    return parts;
  }

  @Test
  void readsRandomPartsWhateverTheChunksAndTheBoundaryLookalikesInTheContent() throws IOException {
    Random random = new Random(7);
    String[] pieces = {"\r\n", "--", "\r\n--", "\r\n--" + BOUNDARY.substring(0, 5), "-", "\r", "x"};
    for (int round = 0; round < 500; round++) {
      List<Sent> sent = new ArrayList<>();
      for (int p = 0, n = random.nextInt(4); p < n; p++) {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        for (int k = 0, m = random.nextInt(20); k < m; k++) {
          if (random.nextBoolean()) {
            content.writeBytes(
                pieces[random.nextInt(pieces.length)].getBytes(StandardCharsets.UTF_8));
          } else {
            byte[] noise = new byte[random.nextInt(300)];
            random.nextBytes(noise);
            content.writeBytes(noise);
          }
        }
        sent.add(
            new Sent(
                "part" + p,
                random.nextBoolean() ? "f" + p + " ü.bin" : null,
                random.nextBoolean() ? "application/octet-stream" : null,
                content.toByteArray()));
      }
      byte[] body = body(sent, random.nextBoolean() ? "preamble\r\n" : "", "\r\nepilogue");

      List<Sent> received = read(trickle(body, random));

      assertThat(received).as("round %d", round).hasSize(sent.size());
      for (int i = 0; i < sent.size(); i++) {
        assertThat(received.get(i).name()).isEqualTo(sent.get(i).name());
        assertThat(received.get(i).fileName()).isEqualTo(sent.get(i).fileName());
        assertThat(received.get(i).type()).isEqualTo(sent.get(i).type());
        assertThat(received.get(i).content())
            .as("round %d part %d", round, i)
            .isEqualTo(sent.get(i).content());
      }
    }
  }

  @Test
  void aPartLeftUnreadIsSkipped() throws IOException {
    byte[] body =
        body(
            List.of(
                new Sent("a", null, null, new byte[200_000]),
                new Sent("b", null, null, "second".getBytes(StandardCharsets.UTF_8))),
            "",
            "");
    StreamingMultipart multipart =
        StreamingMultipart.of(
            new ByteArrayInputStream(body), "multipart/form-data; boundary=" + BOUNDARY);

    assertThat(multipart.next().name()).isEqualTo("a");
    StreamingMultipart.Part second = multipart.next();
    assertThat(second.name()).isEqualTo("b");
    assertThat(new String(second.content().readAllBytes(), StandardCharsets.UTF_8))
        .isEqualTo("second");
    assertThat(multipart.next()).isNull();
  }

  @Test
  void aBrokenBodyIsRefused() {
    byte[] good = body(List.of(new Sent("file", "a", null, new byte[10])), "", "");
    List<byte[]> broken =
        List.of(
            java.util.Arrays.copyOf(good, good.length - 10),
            "no boundary here".getBytes(StandardCharsets.UTF_8),
            ("--" + BOUNDARY + "\r\nno-colon-header\r\n\r\nx\r\n--" + BOUNDARY + "--")
                .getBytes(StandardCharsets.UTF_8),
            ("--" + BOUNDARY + "junk\r\n\r\nx\r\n--" + BOUNDARY + "--")
                .getBytes(StandardCharsets.UTF_8),
            ("--" + BOUNDARY + "\r\nX: " + "h".repeat(20_000) + "\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));

    for (byte[] body : broken) {
      assertThatThrownBy(() -> read(new ByteArrayInputStream(body)))
          .isInstanceOf(PlatformException.class)
          .hasMessageContaining("CORE_MULTIPART_MALFORMED");
    }
    for (String type :
        List.of("text/plain", "multipart/form-data", "multipart/form-data; boundary=")) {
      assertThatThrownBy(() -> StreamingMultipart.of(new ByteArrayInputStream(good), type))
          .isInstanceOf(PlatformException.class);
    }
  }
}
