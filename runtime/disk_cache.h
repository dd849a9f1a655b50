#pragma once
// The on-disk level of the compile cache: one file per key under <directory>/kernels/. Writes go
// to a temporary file in the same folder, are fsync'ed and renamed into place, so a reader in any
// process sees either no entry or a complete one. Every read is verified (cache_entry.h, then
// CodeObject::parse and the target); a damaged entry is reported in one line and removed.
// The first write that fails for a lasting reason (a full disk, a read-only folder, a quota)
// costs one warning; the cache then stops writing (and locking), so new code
// lives in memory only, while entries already on disk are still read and verified.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/target.h"
#include "hsaco/code_object.h"
#include "runtime/cache_key.h"

namespace gfxtile {

struct CacheEntryInfo {
  std::filesystem::path path;
  uint64_t file_bytes = 0;
  bool valid = false;
  std::string problem;      // why it is not valid
  CacheKey key;
  std::string description;  // the key header (kind, target, options, versions)
  std::string kernel_names; // from the code object, comma-separated
};

class DiskCache {
 public:
  explicit DiskCache(std::filesystem::path directory);

  // GFXTILE_CACHE_DIR, else $XDG_CACHE_HOME/gfxtile, else $HOME/.cache/gfxtile.
  static std::filesystem::path default_directory();

  const std::filesystem::path& directory() const { return directory_; }
  std::filesystem::path entry_path(const CacheKey& key) const;

  // The entry's code object, or nullopt on a miss. A damaged entry (bad header, checksum, code
  // object or target) is removed after a one-line warning on stderr, counts as a miss and sets
  // *damaged.
  std::optional<CodeObject> load(const CacheKey& key, const TargetId& target, bool* damaged = nullptr) const;

  // Writes atomically. A cache that cannot be written costs only speed: the first failure prints
  // one warning and turns writing off (writable() is then false); it never throws. A temporary
  // file removed by a concurrent clear() only drops that one entry, silently.
  void store(const CacheKey& key, std::string_view description, std::span<const uint8_t> code_object) const;
  bool writable() const { return writable_.load(); }

  // Held while one process compiles a key, so that processes missing the same key at once (the
  // ranks of one job) compile it once: the others wait, then read the entry. Released when
  // destroyed, or by the kernel if the holder dies.
  class KeyLock {
   public:
    explicit KeyLock(int descriptor) : descriptor_(descriptor) {}
    KeyLock(const KeyLock&) = delete;
    KeyLock& operator=(const KeyLock&) = delete;
    ~KeyLock();

   private:
    int descriptor_;
  };
  // Waits up to `wait` for the key's lock. Null when the lock cannot be had (a read-only cache,
  // one that stopped writing, a holder slower than `wait`): the caller then compiles anyway,
  // which is only wasted work.
  std::unique_ptr<KeyLock> lock(const CacheKey& key, std::chrono::milliseconds wait) const;

  // Every entry, verified; temporary files of writers are not listed.
  std::vector<CacheEntryInfo> list() const;
  // Removes every entry, leftover temporary file and lock file; returns how many entries and
  // temporary files were removed.
  size_t clear() const;

 private:
  std::filesystem::path directory_;
  std::filesystem::path kernels_;
  // Cleared, with the one warning, by the first lasting write failure. Mutable: store() is
  // const like every other operation, and the flag only ever goes from true to false.
  mutable std::atomic<bool> writable_{true};
};

}  // namespace gfxtile
