package org.platform.mdm.system;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * The platform key, which secrets are stored encrypted with (AES-GCM, a new nonce each time): the
 * configured {@code org.platform.mdm.system.encryption.key} (base64 of 16, 24 or 32 bytes), else a
 * key made at the first start and kept in {@code platform.key} in the data directory, readable by
 * its owner only. A sealed value reads {@code enc:v1:} and base64 of nonce and ciphertext; a value
 * without that prefix (stored before secrets were sealed) opens as it is.
 */
@Component
public class PlatformKey {

  static final String PREFIX = "enc:v1:";
  private static final Logger log = LoggerFactory.getLogger(PlatformKey.class);
  private static final int NONCE = 12;
  private static final int TAG_BITS = 128;

  private final Environment environment;
  private final SecureRandom random = new SecureRandom();
  private volatile SecretKey key;

  PlatformKey(Environment environment) {
    this.environment = environment;
  }

  /**
   * Whether secrets that may be kept in the clear are encrypted ({@code
   * org.platform.mdm.system.encryption.enabled}, on unless turned off).
   */
  public boolean encrypting() {
    Boolean on = Settings.configuredValue(environment, SystemSettings.ENCRYPTION_ENABLED);
    return on == null || on;
  }

  /** The value as it is stored: encrypted when {@link #encrypting()}, else as given. */
  public String sealIfEncrypting(String plain) {
    return plain == null || !encrypting() ? plain : seal(plain);
  }

  /** Whether the stored value was encrypted. */
  public static boolean sealed(String stored) {
    return stored != null && stored.startsWith(PREFIX);
  }

  /** The value encrypted, as it is stored. */
  public String seal(String plain) {
    try {
      byte[] nonce = new byte[NONCE];
      random.nextBytes(nonce);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.ENCRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, nonce));
      byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
      byte[] all = new byte[NONCE + sealed.length];
      System.arraycopy(nonce, 0, all, 0, NONCE);
      System.arraycopy(sealed, 0, all, NONCE, sealed.length);
      return PREFIX + Base64.getEncoder().encodeToString(all);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the platform key cannot encrypt", e);
    }
  }

  /**
   * The stored value decrypted; a value that was never sealed as it is.
   *
   * @throws IllegalStateException when it was sealed with another key
   */
  public String open(String stored) {
    if (stored == null || !stored.startsWith(PREFIX)) {
      return stored;
    }
    try {
      byte[] all = Base64.getDecoder().decode(stored.substring(PREFIX.length()));
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.DECRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, all, 0, NONCE));
      return new String(cipher.doFinal(all, NONCE, all.length - NONCE), StandardCharsets.UTF_8);
    } catch (GeneralSecurityException | IllegalArgumentException e) {
      throw new IllegalStateException("a secret was encrypted with another platform key", e);
    }
  }

  private SecretKey key() {
    SecretKey k = key;
    if (k == null) {
      synchronized (this) {
        if (key == null) {
          key = new SecretKeySpec(load(), "AES");
        }
        k = key;
      }
    }
    return k;
  }

  private byte[] load() {
    String configured = Settings.configuredText(environment, SystemSettings.ENCRYPTION_KEY);
    if (configured != null && !configured.isBlank()) {
      byte[] bytes = Base64.getDecoder().decode(configured.strip());
      if (bytes.length != 16 && bytes.length != 24 && bytes.length != 32) {
        throw new IllegalStateException(
            SystemSettings.ENCRYPTION_KEY.name() + " must be base64 of 16, 24 or 32 bytes");
      }
      return bytes;
    }
    Path file =
        Path.of(Settings.configuredValue(environment, SystemSettings.DATA_DIR), "platform.key");
    try {
      if (Files.exists(file)) {
        return Base64.getDecoder().decode(Files.readString(file).strip());
      }
      byte[] bytes = new byte[32];
      random.nextBytes(bytes);
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.writeString(file, Base64.getEncoder().encodeToString(bytes));
      try {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
      } catch (UnsupportedOperationException e) {
        log.warn("Cannot restrict {} to its owner on this file system", file);
      }
      log.info("Created the platform key in {}: keep it with the database's backups", file);
      return bytes;
    } catch (IOException e) {
      throw new UncheckedIOException("the platform key cannot be read or made: " + file, e);
    }
  }
}
