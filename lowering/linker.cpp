#include "lowering/linker.h"

#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <thread>
#include <string>

#include <lld/Common/Driver.h>
#include <llvm/Support/raw_ostream.h>

#include "core/error.h"
#include "hsaco/llvm_target.h"

LLD_HAS_DRIVER(elf)

namespace gfxtile {
namespace {

// An anonymous in-memory file, named to lld as /proc/self/fd/N.
class MemoryFile {
 public:
  explicit MemoryFile(const char* name) : fd_(memfd_create(name, MFD_CLOEXEC)) {
    if (fd_ < 0) fail("memfd_create failed: {}", std::strerror(errno));
  }
  ~MemoryFile() { close(fd_); }
  MemoryFile(const MemoryFile&) = delete;
  MemoryFile& operator=(const MemoryFile&) = delete;

  std::string path() const { return "/proc/self/fd/" + std::to_string(fd_); }

  void write_all(std::span<const uint8_t> bytes) {
    size_t written = 0;
    while (written < bytes.size()) {
      ssize_t count = pwrite(fd_, bytes.data() + written, bytes.size() - written, written);
      if (count <= 0) fail("writing the linker input failed: {}", std::strerror(errno));
      written += static_cast<size_t>(count);
    }
  }

 private:
  int fd_;
};

// A pipe named to lld as /proc/self/fd/N (its write end); a thread collects what arrives.
class OutputPipe {
 public:
  OutputPipe() {
    if (pipe2(fds_, O_CLOEXEC) != 0) fail("pipe2 failed: {}", std::strerror(errno));
    reader_ = std::thread([this] {
      uint8_t chunk[65536];
      for (;;) {
        ssize_t count = read(fds_[0], chunk, sizeof chunk);
        if (count > 0) bytes_.insert(bytes_.end(), chunk, chunk + count);
        else if (count == 0 || errno != EINTR) break;
      }
    });
  }
  ~OutputPipe() { finish(); }
  OutputPipe(const OutputPipe&) = delete;
  OutputPipe& operator=(const OutputPipe&) = delete;

  std::string path() const { return "/proc/self/fd/" + std::to_string(fds_[1]); }

  // Closes the write end, waits for the reader to reach end of file, returns the bytes.
  std::vector<uint8_t> finish() {
    if (fds_[1] >= 0) close(fds_[1]), fds_[1] = -1;
    if (reader_.joinable()) reader_.join();
    if (fds_[0] >= 0) close(fds_[0]), fds_[0] = -1;
    return std::move(bytes_);
  }

 private:
  int fds_[2] = {-1, -1};
  std::thread reader_;
  std::vector<uint8_t> bytes_;
};

std::mutex& lld_mutex() {
  static std::mutex mutex;
  return mutex;
}

}  // namespace

std::vector<uint8_t> link_code_object(std::span<const uint8_t> relocatable_object) {
  MemoryFile input("gfxtile-object");
  input.write_all(relocatable_object);
  // The output goes to a pipe that a reader thread drains: lld sees a special file, so it
  // buffers the image in memory and writes it there on commit, instead of creating and renaming
  // a temporary file beside the output path.
  OutputPipe output;
  const std::string input_path = input.path(), output_path = output.path();
  const char* arguments[] = {"ld.lld", "-shared", "--no-undefined", input_path.c_str(), "-o",
                             output_path.c_str()};
  std::string messages;
  llvm::raw_string_ostream message_stream(messages);
  lld::Result result;
  {
    std::scoped_lock lock(lld_mutex(), llvm_options_mutex());
    result = lld::lldMain(arguments, message_stream, message_stream, {{lld::Gnu, &lld::elf::link}});
    restore_llvm_options();
  }
  std::vector<uint8_t> bytes = output.finish();
  if (!result.canRunAgain)
    fail("lld reported a state it cannot recover from; restart the process: {}", messages);
  if (result.retCode != 0) fail("linking the code object failed: {}", messages);
  if (bytes.empty()) fail("lld produced an empty code object: {}", messages);
  return bytes;
}

}  // namespace gfxtile
