import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Writes the application icon in the freedesktop icon-theme sizes, for the .deb's
 * /usr/share/icons/hicolor/NxN/apps: {@code java installer/linux/IconSizes.java SOURCE.png OUT N...} writes
 * OUT/NxN.png for each N. Smaller sizes are area-averaged from the source; a size that is a whole multiple of the
 * source is scaled pixel for pixel (the icon is flat colour, so 256 to 512 stays sharp). Deterministic output.
 */
public final class IconSizes {

    public static void main(String[] args) throws IOException {
        BufferedImage source = ImageIO.read(Path.of(args[0]).toFile());
        Path out = Files.createDirectories(Path.of(args[1]));
        for (int i = 2; i < args.length; i++) {
            int size = Integer.parseInt(args[i]);
            ImageIO.write(scaled(source, size), "png", out.resolve(size + "x" + size + ".png").toFile());
        }
    }

    private static BufferedImage scaled(BufferedImage source, int size) {
        BufferedImage target = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = target.createGraphics();
        if (size >= source.getWidth() && size % source.getWidth() == 0) {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            g.drawImage(source, 0, 0, size, size, null);
        } else {
            g.drawImage(source.getScaledInstance(size, size, Image.SCALE_AREA_AVERAGING), 0, 0, null);
        }
        g.dispose();
        return target;
    }
}
