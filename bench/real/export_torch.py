#!/usr/bin/env python3
"""Exports real networks with torch-mlir's FX importer to linalg on tensors.

Runs in a Python environment with torch, torchvision and torch-mlir (for
instance /work/venv-frontends, never the build or `make check`):

    export_torch.py --out DIR [--networks resnet18,bert_layer,...]
                    [--batch 1] [--image-size 224] [--seq-len 128]
                    [--weights constants|arguments] [--reference]

Each network NAME becomes DIR/NAME.mlir (DIR/NAME.args.mlir with
`--weights arguments`), one function `@NAME` taking the input(s) and
returning one tensor, written by
`torch_mlir.fx.export_and_import(model, *inputs,
output_type="linalg-on-tensors")` -- the path torch-mlir's users take.
Weights are random (`weights=None`, `torch.manual_seed(0)` before each
network is built), the models in eval() mode and f32.

- `--weights constants` (default, what torch-mlir does): parameters and
  buffers are frozen into `dense_resource` constants, whose blobs are in
  the file's `{-# dialect_resources ... #-}` section (as large as the
  weights; bench/real/strip_resources.py removes them and
  test/real-networks/fill_resources.py regenerates them).
- `--weights arguments`: every floating-point parameter and buffer is a
  function argument after the network's own input(s), in the order of
  `named_parameters()` then `named_buffers()` (through
  `torch.func.functional_call`).
- `--dialect tosa`: torch-mlir's TOSA output (`output_type="tosa"`:
  NHWC convolutions between transposes, weights partly as inline dense
  constants), lowered to linalg on tensors by upstream
  `mlir-opt --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,
  tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)"`
  (`--mlir-opt`, default LLVM 22's): `linalg.conv_2d_nhwc_fhwc`, the form
  TOSA, TFLite and JAX frontends give. DIR/NAME.tosa.mlir, `@NAME_tosa`.
- `--reference`: also writes DIR/NAME.ref/argK.npy (every argument,
  weights included with `--weights arguments`) and DIR/NAME.ref/result.npy,
  PyTorch's own output on them (inputs: `torch.manual_seed(1)`, standard
  normal), for test/real-networks/run_corpus.py to compare with.

Every file starts with comment lines that say how it was made and a line
`// real-networks: func=NAME data-args=K` (K: how many arguments are the
network's inputs, the rest being weights), which run_corpus.py reads. The
same command writes byte-identical files (same torch, torch-mlir and
torchvision versions).

Networks (`--list` prints them with their parameter counts): the
torchvision classifiers resnet18, resnet50, mobilenet_v2,
mobilenet_v3_small, efficientnet_b0, squeezenet1_1, resnext50_32x4d
(grouped convolutions), densenet121 (concatenations), convnext_tiny
(GELU, layer norm over channels), vit_b_16 (its image size is fixed by
the patch grid: 224 unless --image-size says another multiple of 16);
bert_layer (a BERT-base encoder layer: d 768, 12 heads, FFN 3072, GELU,
post-LN, on --seq-len tokens), llama_block (a Llama decoder block:
RMSNorm, rotary embeddings, causal attention, SiLU-gated FFN; d 512, 8
heads, FFN 1408), lenet (LeNet-5 on 1x28x28, or --image-size); and the
smaller configurations of the same building blocks that the checked-in
corpus uses: vit_tiny (torchvision's VisionTransformer, 2 layers, d 64),
densenet_tiny (torchvision's DenseNet, blocks (2, 2, 2, 2)), convnext_block
(one torchvision CNBlock, 96 channels, with a stem).
"""

import argparse
import math
import os
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision


# ---------------------------------------------------------------- models


class LeNet(nn.Module):
    """LeNet-5 (ReLU and max pooling, as written today)."""

    def __init__(self, image_size=28):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, padding=2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        side = ((image_size // 2) - 4) // 2
        self.fc1 = nn.Linear(16 * side * side, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


class BertLayer(nn.Module):
    """A BERT encoder layer as Hugging Face's BertLayer computes it
    (eval mode, no attention mask): self-attention through
    scaled_dot_product_attention, output projection, residual, LayerNorm,
    then FFN with (erf) GELU, residual, LayerNorm."""

    def __init__(self, d=768, heads=12, ffn=3072, eps=1e-12):
        super().__init__()
        self.heads = heads
        self.query = nn.Linear(d, d)
        self.key = nn.Linear(d, d)
        self.value = nn.Linear(d, d)
        self.attention_output = nn.Linear(d, d)
        self.attention_norm = nn.LayerNorm(d, eps=eps)
        self.intermediate = nn.Linear(d, ffn)
        self.output = nn.Linear(ffn, d)
        self.output_norm = nn.LayerNorm(d, eps=eps)

    def split(self, x):
        b, s, d = x.shape
        return x.view(b, s, self.heads, d // self.heads).transpose(1, 2)

    def forward(self, x):
        b, s, d = x.shape
        q = self.split(self.query(x))
        k = self.split(self.key(x))
        v = self.split(self.value(x))
        a = F.scaled_dot_product_attention(q, k, v)
        a = a.transpose(1, 2).reshape(b, s, d)
        x = self.attention_norm(x + self.attention_output(a))
        h = F.gelu(self.intermediate(x))
        return self.output_norm(x + self.output(h))


class RMSNorm(nn.Module):
    def __init__(self, d, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(d))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) \
            * self.weight


def rotate_half(x):
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


class LlamaBlock(nn.Module):
    """A Llama decoder block as Hugging Face's LlamaDecoderLayer computes
    it: RMSNorm, Q/K/V projections without bias, rotary position
    embeddings (cos and sin computed in the graph from an inverse-frequency
    buffer and the positions), causal attention, output projection,
    residual; RMSNorm, SiLU-gated FFN, residual."""

    def __init__(self, d=512, heads=8, ffn=1408, theta=10000.0):
        super().__init__()
        self.heads = heads
        self.head_dim = d // heads
        self.input_norm = RMSNorm(d)
        self.q_proj = nn.Linear(d, d, bias=False)
        self.k_proj = nn.Linear(d, d, bias=False)
        self.v_proj = nn.Linear(d, d, bias=False)
        self.o_proj = nn.Linear(d, d, bias=False)
        self.post_attention_norm = RMSNorm(d)
        self.gate_proj = nn.Linear(d, ffn, bias=False)
        self.up_proj = nn.Linear(d, ffn, bias=False)
        self.down_proj = nn.Linear(ffn, d, bias=False)
        inv_freq = 1.0 / (theta ** (torch.arange(0, self.head_dim, 2,
                                                 dtype=torch.float32)
                                    / self.head_dim))
        # Persistent: torch-mlir's import of a frozen program finds no
        # value for a non-persistent buffer (Hugging Face's choice):
        # "AssertionError: Could not find state mapping for buffer".
        self.register_buffer("inv_freq", inv_freq)

    def forward(self, x):
        b, s, d = x.shape
        positions = torch.arange(s, dtype=torch.float32)
        freqs = positions[:, None] * self.inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        h = self.input_norm(x)
        q = self.q_proj(h).view(b, s, self.heads, self.head_dim)
        k = self.k_proj(h).view(b, s, self.heads, self.head_dim)
        v = self.v_proj(h).view(b, s, self.heads, self.head_dim)
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        a = a.transpose(1, 2).reshape(b, s, d)
        x = x + self.o_proj(a)
        h = self.post_attention_norm(x)
        h = self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))
        return x + h


class ConvNeXtBlock(nn.Module):
    """ConvNeXt's stem (4x4 stride-4 convolution, LayerNorm2d) and one
    torchvision CNBlock (7x7 depthwise convolution, permute to channels
    last, LayerNorm, Linear 4x, GELU, Linear, layer scale, permute back,
    residual), then global pooling and a classifier."""

    def __init__(self, channels=96, classes=10):
        super().__init__()
        from torchvision.models.convnext import CNBlock, LayerNorm2d
        self.stem = nn.Sequential(
            nn.Conv2d(3, channels, kernel_size=4, stride=4),
            LayerNorm2d(channels, eps=1e-6))
        self.block = CNBlock(channels, layer_scale=1e-6,
                             stochastic_depth_prob=0.0)
        # layer_scale 1e-6 would hide the block behind the residual: a
        # random scale of order one instead.
        with torch.no_grad():
            self.block.layer_scale.uniform_(0.5, 1.5)
        self.head = nn.Linear(channels, classes)

    def forward(self, x):
        x = self.block(self.stem(x))
        return self.head(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


def torchvision_model(name):
    def build(args):
        return getattr(torchvision.models, name)(weights=None)
    return build


def vit_b_16(args):
    return torchvision.models.VisionTransformer(
        image_size=args.image_size or 224, patch_size=16, num_layers=12,
        num_heads=12, hidden_dim=768, mlp_dim=3072)


def vit_tiny(args):
    return torchvision.models.VisionTransformer(
        image_size=args.image_size or 32, patch_size=8, num_layers=2,
        num_heads=4, hidden_dim=64, mlp_dim=128, num_classes=10)


def densenet_tiny(args):
    return torchvision.models.DenseNet(
        growth_rate=8, block_config=(2, 2, 2, 2), num_init_features=16,
        bn_size=2, num_classes=10)


# name -> (builder(args), input shapes(args), what it is)
def image(channels=3, default=224):
    return lambda args: [(args.batch, channels, args.image_size or default,
                          args.image_size or default)]


def tokens(d):
    return lambda args: [(args.batch, args.seq_len, d)]


NETWORKS = {
    "resnet18": (torchvision_model("resnet18"), image(), "ResNet-18"),
    "resnet50": (torchvision_model("resnet50"), image(), "ResNet-50"),
    "mobilenet_v2": (torchvision_model("mobilenet_v2"), image(),
                     "MobileNet-v2 (depthwise, ReLU6)"),
    "mobilenet_v3_small": (torchvision_model("mobilenet_v3_small"), image(),
                           "MobileNet-v3 small (hardswish, squeeze-excite)"),
    "efficientnet_b0": (torchvision_model("efficientnet_b0"), image(),
                        "EfficientNet-B0 (SiLU, squeeze-excite)"),
    "squeezenet1_1": (torchvision_model("squeezenet1_1"), image(),
                      "SqueezeNet 1.1 (ceil-mode pooling, concatenations)"),
    "resnext50_32x4d": (torchvision_model("resnext50_32x4d"), image(),
                        "ResNeXt-50 32x4d (grouped convolutions)"),
    "densenet121": (torchvision_model("densenet121"), image(),
                    "DenseNet-121 (concatenations)"),
    "convnext_tiny": (torchvision_model("convnext_tiny"), image(),
                      "ConvNeXt-T (7x7 depthwise, LayerNorm, GELU)"),
    "vit_b_16": (vit_b_16, image(), "ViT-B/16"),
    "bert_layer": (lambda args: BertLayer(), tokens(768),
                   "BERT-base encoder layer"),
    "llama_block": (lambda args: LlamaBlock(), tokens(512),
                    "Llama decoder block (d 512)"),
    "lenet": (lambda args: LeNet(args.image_size or 28), image(1, 28),
              "LeNet-5"),
    "vit_tiny": (vit_tiny, image(default=32),
                 "VisionTransformer, 2 layers, d 64, patch 8"),
    "densenet_tiny": (densenet_tiny, image(),
                      "DenseNet, blocks (2, 2, 2, 2), growth 8"),
    "convnext_block": (lambda args: ConvNeXtBlock(), image(),
                       "ConvNeXt stem + one CNBlock (96 channels)"),
}


# The networks whose input is a sequence of --seq-len tokens.
TOKEN_NETWORKS = ("bert_layer", "llama_block")


# ---------------------------------------------------------------- export


class WeightsAsArguments(nn.Module):
    """`model` with its floating-point parameters and buffers as arguments
    after its own inputs."""

    def __init__(self, model, names, data_args):
        super().__init__()
        self.model = model
        self.names = names
        self.data_args = data_args

    def forward(self, *args):
        data, weights = args[:self.data_args], args[self.data_args:]
        return torch.func.functional_call(
            self.model, dict(zip(self.names, weights)), data)


def weight_tensors(model):
    named = list(model.named_parameters()) + list(model.named_buffers())
    return [(n, t.detach()) for n, t in named if t.is_floating_point()]


def header(args, name, function, data_args, description):
    import torch_mlir  # noqa: F401 (its version, below)
    try:
        from importlib.metadata import version
        torch_mlir_version = version("torch-mlir")
    except Exception:  # noqa: BLE001 (an unusual install)
        torch_mlir_version = "unknown"
    options = ["--networks %s" % name, "--batch %d" % args.batch]
    if args.image_size:
        options.append("--image-size %d" % args.image_size)
    if name in TOKEN_NETWORKS:
        options.append("--seq-len %d" % args.seq_len)
    options.append("--weights %s" % args.weights)
    lowering = "output_type=linalg-on-tensors"
    if args.dialect == "tosa":
        options.append("--dialect tosa")
        lowering = ("output_type=tosa), then mlir-opt --pass-pipeline='%s'"
                    % TOSA_TO_LINALG)
    return ("// %s, exported by bench/real/export_torch.py %s\n"
            "// torch %s, torchvision %s, torch-mlir %s: "
            "torch_mlir.fx.export_and_import(%s%s\n"
            "// real-networks: func=%s data-args=%d\n"
            % (description, " ".join(options), torch.__version__,
               torchvision.__version__, torch_mlir_version, lowering,
               ")" if args.dialect == "linalg" else "", function,
               data_args))


TOSA_TO_LINALG = ("builtin.module(func.func(tosa-to-linalg-named,"
                  "tosa-to-linalg,tosa-to-arith,tosa-to-tensor),"
                  "canonicalize)")


def tosa_to_linalg(args, text):
    """torch-mlir's TOSA module lowered to linalg on tensors by upstream
    mlir-opt (NHWC convolutions, conv_2d_nhwc_fhwc, between transposes)."""
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "tosa.mlir")
        with open(source, "w") as f:
            f.write(text)
        done = subprocess.run(
            [args.mlir_opt, source, "--pass-pipeline=" + TOSA_TO_LINALG],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    if done.returncode != 0:
        raise RuntimeError("mlir-opt: " + done.stderr.decode(
            errors="replace").strip().splitlines()[0])
    return done.stdout.decode()


def export(args, name):
    from torch_mlir import fx
    build, shapes, description = NETWORKS[name]
    torch.manual_seed(0)
    model = build(args).eval()
    torch.manual_seed(1)
    inputs = [torch.randn(*shape) for shape in shapes(args)]
    function = name
    suffix = ""
    if args.weights == "arguments":
        weights = weight_tensors(model)
        model = WeightsAsArguments(model, [n for n, _ in weights],
                                   len(inputs)).eval()
        inputs = inputs + [t.clone() for _, t in weights]
        suffix = ".args"
        function = name + "_args"
    if args.dialect == "tosa":
        suffix += ".tosa"
        function += "_tosa"
    started = time.time()
    with torch.no_grad():
        module = fx.export_and_import(
            model, *inputs, func_name=function,
            output_type="tosa" if args.dialect == "tosa"
            else "linalg-on-tensors")
        text = str(module)
        del module
    if args.dialect == "tosa":
        text = tosa_to_linalg(args, text)
    path = os.path.join(args.out, name + suffix + ".mlir")
    with open(path, "w") as out:
        out.write(header(args, name, function, len(shapes(args)),
                         description))
        out.write(text)
    print("%s: %s (%.1f MB, %d parameters, %.1f s)"
          % (name, path, os.path.getsize(path) / 1e6,
             sum(p.numel() for p in model.parameters()),
             time.time() - started), flush=True)
    if args.reference:
        directory = os.path.join(args.out, name + suffix + ".ref")
        os.makedirs(directory, exist_ok=True)
        with torch.no_grad():
            result = model(*inputs)
        for k, tensor in enumerate(inputs):
            np.save(os.path.join(directory, "arg%d.npy" % k),
                    tensor.numpy())
        np.save(os.path.join(directory, "result.npy"), result.numpy())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--networks", default="all",
                        help="comma-separated names, or all (the 13 "
                        "full-size networks)")
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--image-size", type=int, default=0,
                        help="image side (default: the network's own)")
    parser.add_argument("--seq-len", type=int, default=128,
                        help="tokens of bert_layer and llama_block")
    parser.add_argument("--weights", choices=["constants", "arguments"],
                        default="constants")
    parser.add_argument("--dialect", choices=["linalg", "tosa"],
                        default="linalg",
                        help="linalg: torch-mlir's linalg-on-tensors; "
                        "tosa: torch-mlir's TOSA, lowered to linalg by "
                        "upstream mlir-opt (NHWC convolutions)")
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt",
                        help="the mlir-opt of --dialect tosa")
    parser.add_argument("--out", default=".")
    parser.add_argument("--reference", action="store_true")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--threads", type=int, default=0,
                        help="torch threads for the reference (0: torch's)")
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.list:
        for name, (build, shapes, description) in NETWORKS.items():
            torch.manual_seed(0)
            model = build(args)
            print("%-20s %-12s %10d  %s"
                  % (name, "x".join(map(str, shapes(args)[0])),
                     sum(p.numel() for p in model.parameters()),
                     description))
        return 0
    full = [n for n in NETWORKS
            if n not in ("vit_tiny", "densenet_tiny", "convnext_block")]
    names = full if args.networks == "all" else args.networks.split(",")
    unknown = [n for n in names if n not in NETWORKS]
    if unknown:
        parser.error("unknown networks: %s" % ", ".join(unknown))
    os.makedirs(args.out, exist_ok=True)
    failed = 0
    for name in names:
        try:
            export(args, name)
        except Exception as error:  # noqa: BLE001 (reported, next one)
            failed += 1
            first = str(error).strip().splitlines()
            print("%s: export failed: %s: %s"
                  % (name, type(error).__name__, first[0] if first else ""),
                  file=sys.stderr, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
