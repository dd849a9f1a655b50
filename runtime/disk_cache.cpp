#include "runtime/disk_cache.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <thread>
#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/cache_entry.h"
#include "runtime/environment.h"

namespace gfxtile {
namespace {

constexpr std::string_view kEntrySuffix = ".entry";
constexpr std::string_view kLockSuffix = ".lock";

struct FileBytes {
  std::vector<uint8_t> bytes;
  dev_t device = 0;  // which file was read: a damaged one is removed only if the path still
  ino_t inode = 0;   // names it, not a sound entry another process renamed over it meanwhile
};

// Reads a whole file; nullopt when it does not exist or cannot be read. A file shortened while it
// is read yields fewer bytes, which the entry's sizes then reject.
std::optional<FileBytes> read_whole_file(const std::filesystem::path& path) {
  const int descriptor = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return std::nullopt;
  struct stat status {};
  std::optional<FileBytes> result;
  if (::fstat(descriptor, &status) == 0) {
    std::vector<uint8_t> bytes(static_cast<size_t>(status.st_size));
    size_t done = 0;
    while (done < bytes.size()) {
      const ssize_t count = ::read(descriptor, bytes.data() + done, bytes.size() - done);
      if (count < 0 && errno == EINTR) continue;
      if (count <= 0) break;
      done += static_cast<size_t>(count);
    }
    bytes.resize(done);
    result = FileBytes{std::move(bytes), status.st_dev, status.st_ino};
  }
  ::close(descriptor);
  return result;
}

// Removes `path` if it is still the file that was read. (A rename over it between the check and
// the unlink can still lose a sound entry; that costs one recompilation, never wrong code.)
void remove_if_same_file(const std::filesystem::path& path, const FileBytes& file) {
  struct stat status {};
  if (::stat(path.c_str(), &status) == 0 && status.st_dev == file.device && status.st_ino == file.inode)
    ::unlink(path.c_str());
}

bool write_all(int descriptor, std::span<const uint8_t> bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t count = ::write(descriptor, bytes.data() + done, bytes.size() - done);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) return false;
    done += static_cast<size_t>(count);
  }
  return true;
}

std::string kernel_names(const CodeObject& object) {
  std::string names;
  for (const auto& kernel : object.kernels()) names += (names.empty() ? "" : ",") + kernel.name;
  return names;
}

// Verifies a decoded entry's payload: it must parse and be built for the requested target.
std::optional<CodeObject> verify_code_object(std::vector<uint8_t> payload, const TargetId* target, std::string& problem) {
  try {
    CodeObject object = CodeObject::parse(std::move(payload));
    if (target != nullptr && object.target() != *target) {
      problem = fmt::format("code object is for {}, not {}", object.target().to_string(), target->to_string());
      return std::nullopt;
    }
    return object;
  } catch (const Error& error) {
    problem = fmt::format("code object does not parse: {}", error.what());
    return std::nullopt;
  }
}

}  // namespace

DiskCache::DiskCache(std::filesystem::path directory)
    : directory_(std::move(directory)), kernels_(directory_ / "kernels") {}

std::filesystem::path DiskCache::default_directory() {
  if (auto directory = environment_variable("GFXTILE_CACHE_DIR")) return *directory;
  if (auto xdg = environment_variable("XDG_CACHE_HOME")) return std::filesystem::path(*xdg) / "gfxtile";
  if (auto home = environment_variable("HOME")) return std::filesystem::path(*home) / ".cache" / "gfxtile";
  fail("no cache directory: set GFXTILE_CACHE_DIR (or XDG_CACHE_HOME or HOME), or GFXTILE_CACHE=off");
}

std::filesystem::path DiskCache::entry_path(const CacheKey& key) const {
  return kernels_ / (key.hex() + std::string(kEntrySuffix));
}

std::optional<CodeObject> DiskCache::load(const CacheKey& key, const TargetId& target, bool* damaged) const {
  if (damaged != nullptr) *damaged = false;
  const auto path = entry_path(key);
  auto file = read_whole_file(path);
  if (!file) return std::nullopt;
  std::string problem;
  std::optional<CodeObject> object;
  if (auto entry = decode_cache_entry(file->bytes, &key, problem))
    object = verify_code_object(std::move(entry->payload), &target, problem);
  if (object) return object;
  fmt::print(stderr, "gfxtile: warning: cache entry {} is damaged ({}); rebuilding it\n", path.string(), problem);
  remove_if_same_file(path, *file);
  if (damaged != nullptr) *damaged = true;
  return std::nullopt;
}

void DiskCache::store(const CacheKey& key, std::string_view description,
                      std::span<const uint8_t> code_object) const {
  if (!writable_.load()) return;
  static std::atomic<unsigned> counter{0};
  const auto path = entry_path(key);
  // Unique per process and call, in the entry's own folder so that rename() is atomic.
  const auto temporary = kernels_ / fmt::format(".{}.{}.{}.tmp", key.hex(), ::getpid(), counter++);
  // A lasting failure: one warning for the whole cache (the first thread to fail prints it),
  // then no more writes.
  auto stop_writing = [&](std::string_view what, int error_number) {
    if (writable_.exchange(false))
      fmt::print(stderr, "gfxtile: warning: cannot write the cache in {}: {} ({}); keeping new code in memory only\n",
                 directory_.string(), what, std::strerror(error_number));
  };
  const auto bytes = encode_cache_entry(key, description, code_object);
  int descriptor = -1;
  // Twice: a folder removed by someone clearing the cache by hand is created again once.
  for (int attempt = 0; attempt < 2 && descriptor < 0; ++attempt) {
    std::error_code error;
    std::filesystem::create_directories(kernels_, error);
    if (error) return stop_writing("cannot create the folder " + kernels_.string(), error.value());
    descriptor = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (descriptor < 0 && errno != ENOENT) break;
  }
  if (descriptor < 0) return stop_writing("cannot create a temporary file", errno);
  const bool written = write_all(descriptor, bytes) && ::fsync(descriptor) == 0;
  const int write_errno = errno;
  ::close(descriptor);
  if (!written) {
    ::unlink(temporary.c_str());
    return stop_writing("writing an entry failed", write_errno);
  }
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    const int rename_errno = errno;
    ::unlink(temporary.c_str());
    // ENOENT: a concurrent clear() removed the temporary file (or the folder). The entry is
    // simply not published, as if the clear had come just after it; nothing is wrong.
    if (rename_errno != ENOENT) stop_writing("publishing an entry failed", rename_errno);
    return;
  }
  // Make the rename itself durable.
  const int folder = ::open(kernels_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder >= 0) {
    ::fsync(folder);
    ::close(folder);
  }
}

DiskCache::KeyLock::~KeyLock() {
  ::flock(descriptor_, LOCK_UN);
  ::close(descriptor_);
}

std::unique_ptr<DiskCache::KeyLock> DiskCache::lock(const CacheKey& key, std::chrono::milliseconds wait) const {
  if (!writable_.load()) return nullptr;  // nobody here will store the entry the lock is for
  std::error_code error;
  std::filesystem::create_directories(kernels_, error);
  const auto path = kernels_ / (key.hex() + std::string(kLockSuffix));
  const int descriptor = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (descriptor < 0) return nullptr;
  // Polled rather than blocking, so that a stuck holder costs at most `wait`.
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (::flock(descriptor, LOCK_EX | LOCK_NB) != 0) {
    if ((errno != EWOULDBLOCK && errno != EINTR) || std::chrono::steady_clock::now() >= deadline) {
      ::close(descriptor);
      return nullptr;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return std::make_unique<KeyLock>(descriptor);
}

std::vector<CacheEntryInfo> DiskCache::list() const {
  std::vector<CacheEntryInfo> entries;
  std::error_code error;
  if (!std::filesystem::is_directory(kernels_, error)) return entries;
  for (const auto& item : std::filesystem::directory_iterator(kernels_, error)) {
    const auto name = item.path().filename().string();
    if (name.starts_with(".") || !name.ends_with(kEntrySuffix)) continue;
    CacheEntryInfo info;
    info.path = item.path();
    auto file = read_whole_file(item.path());
    if (!file) continue;  // removed meanwhile
    info.file_bytes = file->bytes.size();
    if (auto entry = decode_cache_entry(file->bytes, nullptr, info.problem)) {
      info.key = entry->key;
      info.description = entry->description;
      if (name != entry->key.hex() + std::string(kEntrySuffix)) {
        info.problem = "file name does not match its key";
      } else if (auto object = verify_code_object(std::move(entry->payload), nullptr, info.problem)) {
        info.valid = true;
        info.kernel_names = kernel_names(*object);
      }
    }
    entries.push_back(std::move(info));
  }
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.path < b.path; });
  return entries;
}

size_t DiskCache::clear() const {
  size_t removed = 0;
  std::error_code error;
  if (!std::filesystem::is_directory(kernels_, error)) return 0;
  for (const auto& item : std::filesystem::directory_iterator(kernels_, error)) {
    const auto name = item.path().filename().string();
    const bool ours = name.ends_with(kEntrySuffix) || (name.starts_with(".") && name.ends_with(".tmp"));
    if (ours && std::filesystem::remove(item.path(), error)) ++removed;
    if (name.ends_with(kLockSuffix)) std::filesystem::remove(item.path(), error);
  }
  return removed;
}

}  // namespace gfxtile
