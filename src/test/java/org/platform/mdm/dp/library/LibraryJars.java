package org.platform.mdm.dp.library;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Jar files of user libraries made in the test: Java sources compiled against the test's class path
 * into a package no class path holds ({@code com.example.masks}), so that only the jar's class
 * loader can find them, with the service file naming the functions given.
 */
public final class LibraryJars {

  static final String PACKAGE = "com.example.masks";

  /** Keeps the first letter of each word of a text, with a dot: «John Smith» → «J. S.». */
  public static final String INITIALS =
      """
      package com.example.masks;

      import java.util.EnumSet;
      import java.util.Locale;
      import java.util.Set;
      import java.util.stream.Collectors;
      import java.util.Arrays;
      import org.platform.mdm.dp.ObfuscationContext;
      import org.platform.mdm.dp.ObfuscationFunction;
      import org.platform.mdm.dp.Obfuscator;
      import org.platform.mdm.dp.SimpleDataType;

      public class Initials implements ObfuscationFunction {
        public String name() { return "Initials"; }
        public String displayName(Locale locale) {
          return "ru".equals(locale.getLanguage()) ? "Инициалы" : "Initials";
        }
        public String description(Locale locale) { return "Keeps each word's first letter."; }
        public Set<SimpleDataType> supportedTypes() { return EnumSet.of(SimpleDataType.STRING); }
        public Obfuscator prepare(ObfuscationContext context) {
          return value -> Arrays.stream(((String) value).trim().split("\\\\s+"))
              .filter(w -> !w.isEmpty())
              .map(w -> w.substring(0, 1) + ".")
              .collect(Collectors.joining(" "));
        }
      }
      """;

  /** Zero for every number. */
  public static final String ZERO =
      """
      package com.example.masks;

      import java.math.BigDecimal;
      import java.util.EnumSet;
      import java.util.Locale;
      import java.util.Set;
      import org.platform.mdm.dp.ObfuscationContext;
      import org.platform.mdm.dp.ObfuscationFunction;
      import org.platform.mdm.dp.Obfuscator;
      import org.platform.mdm.dp.SimpleDataType;

      public class Zero implements ObfuscationFunction {
        public String name() { return "Zero"; }
        public String displayName(Locale locale) { return "Zero"; }
        public String description(Locale locale) { return "Zero for every number."; }
        public Set<SimpleDataType> supportedTypes() {
          return EnumSet.of(SimpleDataType.INTEGER, SimpleDataType.NUMBER);
        }
        public Obfuscator prepare(ObfuscationContext context) {
          return context.type() == SimpleDataType.INTEGER ? v -> 0L : v -> BigDecimal.ZERO;
        }
      }
      """;

  /** A function that reaches into the platform's insides when it is made. */
  public static final String NOSY =
      """
      package com.example.masks;

      import java.util.EnumSet;
      import java.util.Locale;
      import java.util.Set;
      import org.platform.mdm.dp.ObfuscationContext;
      import org.platform.mdm.dp.ObfuscationFunction;
      import org.platform.mdm.dp.Obfuscator;
      import org.platform.mdm.dp.SimpleDataType;

      public class Nosy implements ObfuscationFunction {
        private final Object details = org.platform.mdm.system.Details.empty();
        public String name() { return "Nosy"; }
        public String displayName(Locale locale) { return "Nosy"; }
        public String description(Locale locale) { return "Reads the platform."; }
        public Set<SimpleDataType> supportedTypes() { return EnumSet.of(SimpleDataType.STRING); }
        public Obfuscator prepare(ObfuscationContext context) { return v -> v; }
      }
      """;

  private LibraryJars() {}

  /**
   * A jar of the classes of {@code sources} (class name → source), naming them all as functions.
   */
  public static byte[] jar(Map<String, String> sources) {
    return jar(sources, new ArrayList<>(sources.keySet()));
  }

  /** A jar of the classes of {@code sources}, naming {@code functions} in its service file. */
  public static byte[] jar(Map<String, String> sources, List<String> functions) {
    try {
      Path dir = Files.createTempDirectory("library-sources");
      Path src = dir.resolve("src");
      Path out = dir.resolve("classes");
      Files.createDirectories(src);
      Files.createDirectories(out);
      List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-cp", classPath()));
      for (Map.Entry<String, String> source : sources.entrySet()) {
        Path file = src.resolve(source.getKey() + ".java");
        Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
        args.add(file.toString());
      }
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      ByteArrayOutputStream errors = new ByteArrayOutputStream();
      if (javac.run(null, null, errors, args.toArray(String[]::new)) != 0) {
        throw new IllegalStateException("the library does not compile: " + errors);
      }
      Map<String, byte[]> entries = new LinkedHashMap<>();
      entries.put(
          "META-INF/services/org.platform.mdm.dp.ObfuscationFunction",
          String.join(
                  "\n",
                  functions.stream().map(f -> f.contains(".") ? f : PACKAGE + "." + f).toList())
              .getBytes(StandardCharsets.UTF_8));
      try (Stream<Path> classes = Files.walk(out)) {
        for (Path c : classes.filter(Files::isRegularFile).toList()) {
          entries.put(out.relativize(c).toString().replace('\\', '/'), Files.readAllBytes(c));
        }
      }
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (JarOutputStream jar = new JarOutputStream(bytes)) {
        for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
          jar.putNextEntry(new JarEntry(entry.getKey()));
          jar.write(entry.getValue());
          jar.closeEntry();
        }
      }
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The test's class path: the platform's classes and their libraries. */
  private static String classPath() {
    String surefire = System.getProperty("surefire.test.class.path");
    return surefire != null ? surefire : System.getProperty("java.class.path");
  }
}
