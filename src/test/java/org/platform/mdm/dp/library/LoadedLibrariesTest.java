package org.platform.mdm.dp.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;

/** A user library's jar loaded in a class loader of its own: its functions work, its reach ends. */
class LoadedLibrariesTest {

  private static final byte[] KEY = "k".getBytes(StandardCharsets.UTF_8);

  @Test
  void theJarsFunctionsAreFoundAndWork() throws Exception {
    byte[] jar =
        LibraryJars.jar(Map.of("Initials", LibraryJars.INITIALS, "Zero", LibraryJars.ZERO));
    List<ObfuscationFunction> functions = LoadedLibraries.load("acme", "sha", jar).functions();
    assertThat(functions)
        .extracting(ObfuscationFunction::name)
        .containsExactlyInAnyOrder("Initials", "Zero");
    ObfuscationFunction initials =
        functions.stream().filter(f -> f.name().equals("Initials")).findFirst().orElseThrow();
    assertThat(initials.getClass().getClassLoader()).isInstanceOf(LibraryClassLoader.class);
    assertThat(initials.displayName(Locale.forLanguageTag("ru"))).isEqualTo("Инициалы");
    assertThat(
            initials
                .prepare(ObfuscationContext.of(SimpleDataType.STRING, KEY))
                .obfuscate("John  Smith"))
        .isEqualTo("J. S.");
  }

  @Test
  void theJarSeesNoClassOfThePlatformButTheInterfaces() throws Exception {
    byte[] jar = LibraryJars.jar(Map.of("Initials", LibraryJars.INITIALS));
    LoadedLibraries.Loaded loaded = LoadedLibraries.load("acme", "sha", jar);
    assertThat(loaded.loader().loadClass("org.platform.mdm.dp.ObfuscationFunction"))
        .isSameAs(ObfuscationFunction.class);
    assertThatThrownBy(() -> loaded.loader().loadClass("org.platform.mdm.system.Details"))
        .isInstanceOf(ClassNotFoundException.class);
    assertThatThrownBy(() -> loaded.loader().loadClass(LoadedLibraries.class.getName()))
        .isInstanceOf(ClassNotFoundException.class);
    assertThatThrownBy(
            () -> loaded.loader().loadClass("org.springframework.jdbc.core.simple.JdbcClient"))
        .isInstanceOf(ClassNotFoundException.class);
    assertThat(loaded.loader().loadClass("java.util.List")).isSameAs(List.class);
  }

  @Test
  void aFunctionReachingIntoThePlatformOrMissingIsRefusedWithTheReason() {
    byte[] nosy = LibraryJars.jar(Map.of("Nosy", LibraryJars.NOSY));
    assertThatThrownBy(() -> LoadedLibraries.load("acme", "sha", nosy))
        .isInstanceOf(LoadedLibraries.Unusable.class)
        .hasMessageContaining("ClassNotFoundException: org.platform.mdm.system.Details");
    byte[] missing =
        LibraryJars.jar(Map.of("Initials", LibraryJars.INITIALS), List.of("Initials", "Gone"));
    assertThatThrownBy(() -> LoadedLibraries.load("acme", "sha", missing))
        .isInstanceOf(LoadedLibraries.Unusable.class)
        .hasMessageContaining("com.example.masks.Gone");
  }
}
