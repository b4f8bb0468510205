package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

class PlatformKeyTest {

  private static MockEnvironment withKey(byte fill) {
    byte[] key = new byte[32];
    java.util.Arrays.fill(key, fill);
    return new MockEnvironment()
        .withProperty(
            SystemSettings.ENCRYPTION_KEY.name(), Base64.getEncoder().encodeToString(key));
  }

  @Test
  void aSecretIsSealedUnlessEncryptionIsOffAndOpensOnlyWithItsKey() {
    PlatformKey key = new PlatformKey(withKey((byte) 1));
    String sealed = key.sealIfEncrypting("bind-secret");
    assertThat(sealed).startsWith("enc:v1:").doesNotContain("bind-secret");
    assertThat(PlatformKey.sealed(sealed)).isTrue();
    assertThat(key.open(sealed)).isEqualTo("bind-secret");
    // A key changed since: the secret must be entered again.
    assertThatThrownBy(() -> new PlatformKey(withKey((byte) 2)).open(sealed))
        .isInstanceOf(IllegalStateException.class);

    PlatformKey off =
        new PlatformKey(
            withKey((byte) 1).withProperty(SystemSettings.ENCRYPTION_ENABLED.name(), "false"));
    assertThat(off.encrypting()).isFalse();
    String plain = off.sealIfEncrypting("bind-secret");
    assertThat(plain).isEqualTo("bind-secret");
    assertThat(PlatformKey.sealed(plain)).isFalse();
    assertThat(off.open(plain)).isEqualTo("bind-secret");
  }
}
