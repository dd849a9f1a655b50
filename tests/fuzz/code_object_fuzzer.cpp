// Fuzz target: the code-object reader (hsaco/code_object.h): ELF headers and sections, the
// notes, the MessagePack metadata, the symbol table and the kernel descriptors. Any input must
// parse or throw gfxtile::Error; what a parsed object hands out (code spans) must lie inside it.

#include "hsaco/code_object.h"
#include "tests/fuzz/fuzz_support.h"

using namespace gfxtile;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const CodeObject object = CodeObject::parse(fuzz::bytes_of(data, size));
    for (const KernelCode& kernel : object.kernels()) {
      const std::span<const uint8_t> code = object.code(kernel);
      fuzz::touch(code.data(), code.size());
      for (const KernelArgument& argument : kernel.metadata.arguments) (void)argument.is_pointer();
      (void)object.kernel(kernel.name);
    }
    (void)object.kernel("no such kernel");
  } catch (const Error&) {
  }
  return 0;
}
