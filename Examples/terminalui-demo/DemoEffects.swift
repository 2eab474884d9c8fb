import TerminalUI

/// Drawing in cells: gradients (a mesh gradient too), outlines (one over a fill), a progress ring drawn by trimming a
/// circle, an animated change (drawn at once), an offset badge over its card, a canvas drawn by
/// code, a tag cloud wrapped by a custom layout, a caption that fits the width.
struct DemoEffects: View {
  @State private var progress = 0.25
  @State private var showsDetail = false
  private let tags = [
    "SwiftUI", "ターミナル", "Linux", "レイアウト", "Layout", "ViewThatFits", "AnyLayout", "Grid",
    "折り返し", "タグ",
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("グラデーション")
        .bold()
        .frame(maxWidth: .infinity)
        .background(
          LinearGradient(colors: [.indigo, .teal], startPoint: .leading, endPoint: .trailing)
        )
        .foregroundColor(.white)
        .accessibilityIdentifier("effectsTitle")
      HStack(spacing: 16) {
        RoundedRectangle(cornerRadius: 8).stroke(Color.orange).frame(width: 64, height: 48)
        Rectangle().stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 2])).frame(
          width: 64, height: 48)
        Capsule().strokeBorder(Color.pink, lineWidth: 4).frame(width: 64, height: 48)
        // Filled, then outlined: a tinted card in the teal's third level.
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.teal.tertiary)
          .stroke(Color.teal, lineWidth: 1)
          .frame(width: 64, height: 48)
        ZStack {
          Circle().trim(from: 0, to: progress).stroke(Color.green, lineWidth: 1)
          // A bounce on each step, with keyframes; drawn at rest, as animations end at once.
          KeyframeAnimator(initialValue: 1.0, trigger: progress) { scale in
            Text("\(Int(progress * 100))%")
              .scaleEffect(scale)
              .accessibilityIdentifier("effectsProgress")
          } keyframes: { _ in
            KeyframeTrack {
              SpringKeyframe(1.3, duration: 0.15)
              SpringKeyframe(1.0, duration: 0.2)
            }
          }
        }
        .frame(width: 64, height: 48)
        // A mesh gradient (iOS 18): four corners' colours blended cell by cell, under a badge
        // whose text is in the background's colour.
        MeshGradient(
          width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
          colors: [.red, .orange, .purple, .blue]
        )
        .frame(width: 64, height: 48)
        .overlay(
          Text("NEW").bold().foregroundStyle(.background).accessibilityIdentifier("effectsBadge")
        )
        .accessibilityIdentifier("effectsMesh")
      }
      HStack {
        Button("進める") {
          withAnimation(.easeInOut) { progress = min(1, progress + 0.25) }
        }
        .accessibilityIdentifier("effectsAdvance")
        Button(showsDetail ? "詳細を隠す" : "詳細を見る") {
          withAnimation(.spring) { showsDetail.toggle() }
        }
        .accessibilityIdentifier("effectsDetailToggle")
      }
      if showsDetail {
        Text("アニメーションは一度に終わり、次の画面に結果が出ます")
          .transition(.opacity.combined(with: .move(edge: .top)))
          .accessibilityIdentifier("effectsDetail")
      }
      HStack(spacing: 16) {
        ZStack(alignment: .topTrailing) {
          Text("カード").padding().frame(width: 160, height: 48).background(Color.blue.gradient)
          Text("3").padding(.horizontal, 8).background(Color.red).offset(x: 16).zIndex(1)
        }
        // Drawn by code: a rising line in braille dots and its label.
        Canvas { context, size in
          var line = Path()
          line.move(to: CGPoint(x: 0, y: size.height))
          for step in 1...8 {
            let x = size.width * CGFloat(step) / 8
            let y = size.height * (1 - CGFloat(step * step) / 64)
            line.addLine(to: CGPoint(x: x, y: y))
          }
          context.stroke(line, with: .color(.green), lineWidth: 1)
          context.draw(Text("売上").bold(), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }
        .frame(width: 128, height: 48)
      }
      // A custom layout wraps the tags into rows as wide as the screen.
      TagFlowLayout {
        ForEach(tags, id: \.self) { tag in
          Text("#\(tag)").foregroundColor(.teal)
        }
      }
      .accessibilityIdentifier("effectsTags")
      ViewThatFits(in: .horizontal) {
        Text("タグは画面の幅で折り返し、この行は幅に合う方が出ます")
        Text("タグは幅で折り返します")
      }
    }
    .padding(.horizontal, 8)
    .navigationTitle("図形と効果")
  }
}
