#!/usr/bin/env python3
"""`gfxtile hc mix` then `gfxtile hc combine` on .npy files, as a user runs them, against the site in
fp64 written here from ../shared/notes/hc.md (the model's bf16 roundings of Xn and a; outputs
within 2 bf16 ulps at max(|value|, row RMS), most within 1). Usage: cli_test.py GFXTILE TARGET"""
import math, os, random, struct, subprocess, sys, tempfile

def bf16_bits(v):
    b = struct.unpack('<I', struct.pack('<f', v))[0]
    return ((b + 0x7fff + ((b >> 16) & 1)) >> 16) & 0xffff
def bf16_value(bits):
    return struct.unpack('<f', struct.pack('<I', bits << 16))[0]
def round_bf16(v):
    return bf16_value(bf16_bits(v))  # via float: fine for a test's reference rounding points
def ulp(v):
    e = math.frexp(abs(v))[1] if v else -126
    return 2.0 ** (e - 8)

def save(path, descr, shape, values):
    code = {'<u2': 'H', '<f4': 'f'}[descr]
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (descr, ''.join('%d, ' % s for s in shape))
    header += ' ' * ((64 - (10 + len(header) + 1) % 64) % 64) + '\n'
    with open(path, 'wb') as f:
        f.write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(header)) + header.encode())
        f.write(struct.pack('<%d%s' % (len(values), code), *values))
def load(path):
    data = open(path, 'rb').read()
    length = struct.unpack('<H', data[8:10])[0]
    header, body = data[10:10 + length].decode(), data[10 + length:]
    code = 'H' if "'<u2'" in header else 'f'
    return list(struct.unpack('<%d%s' % (len(body) // (2 if code == 'H' else 4), code), body))

def main():
    gfxtile, target = sys.argv[1], sys.argv[2]
    random.seed(5)
    M, d, R = 3, 64, 32
    K = 4 * d
    normal = lambda count, s: [bf16_bits(random.gauss(0, s)) for _ in range(count)]
    x, w = normal(M * K, 1.5), normal(K, 0.2)
    down, up, inject = normal(R * K, 2 / math.sqrt(K)), normal(K * R, 6 / math.sqrt(R)), normal(4 * K, 2 / math.sqrt(K))
    y = normal(M * d, 1.0)
    folder = tempfile.mkdtemp(prefix='hc-cli-')
    path = lambda name: os.path.join(folder, name + '.npy')
    for name, shape, values in [('x', (M, K), x), ('w', (K,), w), ('down', (R, K), down), ('up', (K, R), up),
                                ('inject', (4, K), inject), ('y', (M, d), y)]:
        save(path(name), '<u2', shape, values)
    run = lambda *arguments: subprocess.run([gfxtile, 'hc'] + list(arguments), check=True, capture_output=True, text=True)
    run('mix', '--target', target, '--x', path('x'), '--norm-weight', path('w'), '--down', path('down'), '--up', path('up'),
        '--inject', path('inject'), '--branch', path('branch'), '--alpha', path('alpha'))
    branch, alpha = load(path('branch')), load(path('alpha'))
    run('combine', '--target', target, '--x', path('x'), '--y', path('y'), '--alpha', path('alpha'), '--out', path('x1'),
        '--sums-of-squares', path('ss1'))
    x1, ss1 = load(path('x1')), load(path('ss1'))

    X = [bf16_value(b) for b in x]
    sig = lambda z: 1 / (1 + math.exp(-z))
    failures, within_1, count = [], 0, 0
    def check(what, result, reference, rms):
        nonlocal within_1, count
        error = abs(result - reference)
        count += 1
        within_1 += error <= ulp(reference)
        if error > 2 * ulp(max(abs(reference), rms)):
            failures.append('%s: %r vs %r' % (what, result, reference))
    for m in range(M):
        xn = []
        for s in range(4):
            r = 1 / math.sqrt(sum(v * v for v in X[m * K + s * d:m * K + (s + 1) * d]) / d + 1e-6)
            xn += [round_bf16(X[m * K + s * d + i] * r * (1 + bf16_value(w[s * d + i]))) for i in range(d)]
        hs = [sum(xn[k] * bf16_value(down[j * K + k]) for k in range(K)) / 4 for j in range(R)]
        a = [round_bf16(h * sig(h)) for h in hs]
        out = [sum(sig(sum(a[j] * bf16_value(up[(s * d + i) * R + j]) for j in range(R))) * xn[s * d + i] for s in range(4)) / 4
               for i in range(d)]
        rms = math.sqrt(sum(v * v for v in out) / d)
        for i in range(d):
            check('branch[%d,%d]' % (m, i), bf16_value(branch[m * d + i]), out[i], rms)
        for s in range(4):
            reference = 2 * sig(sum(xn[k] * bf16_value(inject[s * K + k]) for k in range(K)) / 4)
            if abs(alpha[m * 4 + s] - reference) > 2e-3:
                failures.append('alpha[%d,%d]: %r vs %r' % (m, s, alpha[m * 4 + s], reference))
            stored = []
            for i in range(d):
                e = m * K + s * d + i
                reference = X[e] + alpha[m * 4 + s] * bf16_value(y[m * d + i])
                check('x1[%d]' % e, bf16_value(x1[e]), reference, 0)
                stored.append(bf16_value(x1[e]))
            squares = sum(v * v for v in stored)
            if abs(ss1[m * 4 + s] - squares) > 1e-5 * squares:
                failures.append('ss1[%d,%d]: %r vs %r' % (m, s, ss1[m * 4 + s], squares))
    print('gfxtile hc on %s: %d outputs, %.2f%% within 1 ulp, %d failures' % (target, count, 100.0 * within_1 / count, len(failures)))
    for failure in failures[:10]:
        print('  ' + failure)
    return 1 if failures or within_1 < 0.99 * count else 0

if __name__ == '__main__':
    sys.exit(main())
