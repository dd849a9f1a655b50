#pragma once
// The JIT: compile(source, target, options) -> CompiledKernel, through a cache in memory and then
// on disk. The memory level compares the source text and options exactly (a fast hash only picks
// the bucket), so a hit costs no SHA-256; the disk level is keyed by cache_key.h.

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/target.h"
#include "hsaco/code_object.h"
#include "runtime/cache_key.h"
#include "runtime/disk_cache.h"
#include "runtime/dump.h"
#include "runtime/kernel_source.h"

namespace gfxtile {

struct CompiledKernel {
  CacheKey key;
  std::string name;   // the source's name
  TargetId target;
  CodeObject code_object;
  const std::vector<uint8_t>& hsaco() const { return code_object.bytes(); }
};
using CompiledKernelPointer = std::shared_ptr<const CompiledKernel>;

struct CompilerSettings {
  bool memory_cache = true;
  bool disk_cache = true;
  std::filesystem::path cache_directory;  // used when disk_cache
  DumpSettings dump;
  EnvironmentSettings environment;        // code-changing settings, hashed into every key

  // GFXTILE_CACHE (on | off | memory; default on), GFXTILE_CACHE_DIR, GFXTILE_DUMP,
  // GFXTILE_DUMP_DIR and the code-changing GFXTILE_* settings, read now.
  static CompilerSettings from_environment();
};

enum class CompileOrigin { memory, disk, compiled };

struct CompilerStatistics {
  uint64_t memory_hits = 0;
  uint64_t disk_hits = 0;
  uint64_t compilations = 0;
  uint64_t damaged_entries = 0;
};

class Compiler {
 public:
  explicit Compiler(CompilerSettings settings = CompilerSettings::from_environment());

  // Thread-safe. Throws Error (naming the kernel and target) when the source does not compile.
  // With dumps enabled every call compiles, so that each stage is written.
  CompiledKernelPointer compile(const KernelSource& source, const TargetId& target,
                                const CompileOptions& options = {}, CompileOrigin* origin = nullptr);

  // The key this compiler uses for a source: options with this compiler's environment.
  CacheKey key(const KernelSource& source, const TargetId& target, const CompileOptions& options) const;

  const CompilerSettings& settings() const { return settings_; }
  CompilerStatistics statistics() const;
  void clear_memory();

 private:
  struct MemoryEntry {
    std::string kind;
    std::string text;
    TargetId target;
    CompileOptions options;
    CompiledKernelPointer kernel;
  };
  CompiledKernelPointer find_in_memory(uint64_t hash, const KernelSource& source, const TargetId& target,
                                       const CompileOptions& options);
  CompiledKernelPointer build(const KernelSource& source, const TargetId& target,
                              const CompileOptions& options, const CacheKey& key);

  CompilerSettings settings_;
  std::optional<DiskCache> disk_;
  mutable std::mutex mutex_;
  std::unordered_map<uint64_t, std::vector<MemoryEntry>> memory_;
  std::atomic<uint64_t> memory_hits_{0}, disk_hits_{0}, compilations_{0}, damaged_entries_{0};
};

// The process's compiler, configured from the environment at first use.
Compiler& default_compiler();

inline CompiledKernelPointer jit(const KernelSource& source, const TargetId& target,
                                 const CompileOptions& options = {}) {
  return default_compiler().compile(source, target, options);
}

}  // namespace gfxtile
