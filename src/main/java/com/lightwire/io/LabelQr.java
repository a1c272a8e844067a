package com.lightwire.io;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.image.PDInlineImage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * QR codes of cable ids (ZXing, error correction M, 2-module quiet zone) as 1-bit inline images: about 150 bytes in
 * the page's content stream and no separate PDF object, so 400k labels stay small and memory stays flat. The mask
 * pattern is fixed (any of the eight is valid, ISO/IEC 18004 §7.8): ZXing's search over all eight with penalty
 * scoring takes 150 µs a code, a fixed mask 17 µs. ASCII ids are encoded without an ECI header.
 */
public final class LabelQr {

    /** Quiet-zone modules around the code (inside the drawn square). */
    static final int QUIET_ZONE = 2;

    /** The fixed mask pattern. */
    static final int MASK = 2;

    private static final Map<EncodeHintType, Object> ASCII_HINTS = Map.of(EncodeHintType.MARGIN, QUIET_ZONE,
            EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.QR_MASK_PATTERN, MASK);
    private static final Map<EncodeHintType, Object> UTF8_HINTS = Map.of(EncodeHintType.MARGIN, QUIET_ZONE,
            EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.QR_MASK_PATTERN, MASK,
            EncodeHintType.CHARACTER_SET, "UTF-8");
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

    private LabelQr() {
    }

    /** The QR matrix of {@code text}, one pixel per module, quiet zone included. */
    public static BitMatrix encode(String text) {
        try {
            boolean ascii = text.chars().allMatch(c -> c < 128);
            return new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0, ascii ? ASCII_HINTS : UTF8_HINTS);
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot encode '" + text + "' as a QR code: " + e.getMessage(), e);
        }
    }

    /** The matrix as an inline DeviceGray 1-bit image (dark module = 0), ASCII-hex encoded. */
    static PDInlineImage image(BitMatrix matrix, PDResources resources) throws IOException {
        int width = matrix.getWidth();
        int height = matrix.getHeight();
        int rowBytes = (width + 7) / 8;
        byte[] hex = new byte[2 * rowBytes * height + 1];
        int at = 0;
        for (int y = 0; y < height; y++) {
            for (int b = 0; b < rowBytes; b++) {
                int value = 0;
                for (int bit = 0; bit < 8; bit++) {
                    int x = b * 8 + bit;
                    boolean light = x >= width || !matrix.get(x, y);
                    value = (value << 1) | (light ? 1 : 0);
                }
                hex[at++] = HEX[value >> 4];
                hex[at++] = HEX[value & 15];
            }
        }
        hex[at] = '>';
        COSDictionary params = new COSDictionary();
        params.setInt(COSName.W, width);
        params.setInt(COSName.H, height);
        params.setInt(COSName.BPC, 1);
        params.setItem(COSName.CS, COSName.G);
        params.setItem(COSName.F, COSName.ASCII_HEX_DECODE_ABBREVIATION);
        return new PDInlineImage(params, hex, resources);
    }
}
