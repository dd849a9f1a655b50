#include "runtime/jit.h"

#include <chrono>

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/xxhash.h>

#include "core/error.h"
#include "lowering/codegen.h"
#include "runtime/environment.h"

namespace gfxtile {
namespace {

// How long a process waits for another that is compiling the same key before compiling itself.
constexpr std::chrono::milliseconds kLockWait{120'000};

bool cache_setting_is(std::string_view value, std::initializer_list<std::string_view> names) {
  for (auto name : names)
    if (value == name) return true;
  return false;
}

uint64_t memory_hash(const KernelSource& source, const TargetId& target) {
  uint64_t hash = llvm::xxh3_64bits(llvm::StringRef(source.text));
  hash ^= llvm::xxh3_64bits(llvm::StringRef(source.kind)) * 0x9e3779b97f4a7c15ull;
  hash ^= (static_cast<uint64_t>(target.architecture) << 8) ^ (static_cast<uint64_t>(target.xnack) << 4) ^
          static_cast<uint64_t>(target.sramecc);
  return hash;
}

// The options the caller controls (the environment part is the compiler's own).
bool same_user_options(const CompileOptions& a, const CompileOptions& b) {
  return a.optimization == b.optimization && a.code_object_version == b.code_object_version && a.extra == b.extra;
}

}  // namespace

CompilerSettings CompilerSettings::from_environment() {
  CompilerSettings settings;
  const std::string mode = environment_variable("GFXTILE_CACHE").value_or("on");
  if (cache_setting_is(mode, {"off", "0", "false", "no"})) {
    settings.memory_cache = settings.disk_cache = false;
  } else if (mode == "memory") {
    settings.disk_cache = false;
  } else if (!cache_setting_is(mode, {"on", "1", "true", "yes"})) {
    fail("GFXTILE_CACHE='{}' is not one of on, off, memory", mode);
  }
  if (settings.disk_cache) settings.cache_directory = DiskCache::default_directory();
  settings.dump = DumpSettings::from_environment();
  settings.environment = code_environment();
  return settings;
}

Compiler::Compiler(CompilerSettings settings) : settings_(std::move(settings)) {
  if (settings_.disk_cache) disk_.emplace(settings_.cache_directory);
}

CacheKey Compiler::key(const KernelSource& source, const TargetId& target, const CompileOptions& options) const {
  CompileOptions effective = options;
  effective.environment = settings_.environment;
  return compute_cache_key(source, target, effective);
}

CompiledKernelPointer Compiler::find_in_memory(uint64_t hash, const KernelSource& source, const TargetId& target,
                                               const CompileOptions& options) {
  std::lock_guard lock(mutex_);
  auto bucket = memory_.find(hash);
  if (bucket == memory_.end()) return nullptr;
  for (const MemoryEntry& entry : bucket->second)
    if (entry.target == target && entry.kind == source.kind && same_user_options(entry.options, options) &&
        entry.text == source.text)
      return entry.kernel;
  return nullptr;
}

CompiledKernelPointer Compiler::compile(const KernelSource& source, const TargetId& target,
                                        const CompileOptions& options, CompileOrigin* origin) {
  const bool use_caches = !settings_.dump.any();
  const uint64_t hash = memory_hash(source, target);
  if (settings_.memory_cache && use_caches) {
    if (auto kernel = find_in_memory(hash, source, target, options)) {
      ++memory_hits_;
      if (origin != nullptr) *origin = CompileOrigin::memory;
      return kernel;
    }
  }
  CompileOptions effective = options;
  effective.environment = settings_.environment;
  const CacheKey key = compute_cache_key(source, target, effective);

  CompiledKernelPointer kernel;
  std::unique_ptr<DiskCache::KeyLock> key_lock;  // held until the entry is stored
  if (disk_ && use_caches) {
    auto load = [&] {
      bool damaged = false;
      if (auto object = disk_->load(key, target, &damaged)) {
        kernel = std::make_shared<const CompiledKernel>(
            CompiledKernel{.key = key, .name = source.name, .target = target, .code_object = std::move(*object)});
        ++disk_hits_;
        if (origin != nullptr) *origin = CompileOrigin::disk;
      }
      if (damaged) ++damaged_entries_;
    };
    load();
    if (!kernel) {
      // Compile each key once across processes: whoever holds the lock compiles and stores;
      // the others find its entry once they get the lock.
      key_lock = disk_->lock(key, kLockWait);
      if (key_lock) load();
    }
  }
  if (!kernel) {
    kernel = build(source, target, effective, key);
    if (origin != nullptr) *origin = CompileOrigin::compiled;
  }
  if (settings_.memory_cache) {
    std::lock_guard lock(mutex_);
    auto& bucket = memory_[hash];
    bool present = false;
    for (const MemoryEntry& entry : bucket)
      present = present || (entry.target == target && entry.kind == source.kind &&
                            same_user_options(entry.options, options) && entry.text == source.text);
    if (!present) bucket.push_back({source.kind, source.text, target, options, kernel});
  }
  return kernel;
}

CompiledKernelPointer Compiler::build(const KernelSource& source, const TargetId& target,
                                      const CompileOptions& options, const CacheKey& key) {
  std::vector<uint8_t> hsaco;
  try {
    llvm::LLVMContext context;
    auto module = build_module(source, context, target, options);
    dump_stages(settings_.dump, source, target, options, key, *module);
    hsaco = compile_module(*module, target, options.codegen());
  } catch (const Error& error) {
    fail("compiling kernel '{}' for {}: {}", source.name, target.to_string(), error.what());
  }
  ++compilations_;
  CodeObject object = CodeObject::parse(std::move(hsaco));
  if (disk_) {
    const std::string description = cache_key_header(source, target, options) + fmt::format("name={:?}\n", source.name);
    disk_->store(key, description, object.bytes());
  }
  return std::make_shared<const CompiledKernel>(
      CompiledKernel{.key = key, .name = source.name, .target = target, .code_object = std::move(object)});
}

CompilerStatistics Compiler::statistics() const {
  return {memory_hits_.load(), disk_hits_.load(), compilations_.load(), damaged_entries_.load()};
}

void Compiler::clear_memory() {
  std::lock_guard lock(mutex_);
  memory_.clear();
}

Compiler& default_compiler() {
  static Compiler compiler;
  return compiler;
}

}  // namespace gfxtile
